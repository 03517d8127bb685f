/**
 * Two esbuild plugins that keep the lab engine's first load closer to the SDK code it runs. Neither changes a
 * line of the SDK: they decide how the bundler reaches the SDK's own published files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const SDK_ENTRY = /^@modelcontextprotocol\/(client|server)$/;

/**
 * esbuild splits code by whole file. Each SDK package entry (`dist/index.mjs`) both re-exports `Client` or
 * `McpServer` from the SDK's internal files and defines the Streamable HTTP transport, the HTTP handler and
 * the OAuth helpers itself. Imported by the in-memory lab and by the on-demand HTTP view alike, the whole file
 * landed in the chunk they share, so every /lab visit loaded the HTTP code.
 *
 * This plugin gives every importer except `httpImporters` (the HTTP view's modules) the entry's text as a
 * module of its own: its re-exports point at the same internal files (one `Client`, one `McpServer`, one
 * `Protocol`), and esbuild drops the HTTP code this copy does not use. The HTTP view imports the entry file
 * itself, and its HTTP code stays in its own chunk. What the copy duplicates is only module state of the entry
 * file (the cache of `fromJsonSchema`'s default validator).
 */
export function sdkEntriesWithoutHttp(httpImporters: RegExp): Plugin {
  return {
    name: 'sdk-entries-without-http',
    setup(b) {
      b.onResolve({ filter: SDK_ENTRY }, async (args) => {
        if (args.pluginData === 'sdk-entry' || httpImporters.test(args.importer)) return undefined;
        const entry = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: 'sdk-entry',
        });
        if (entry.errors.length > 0) return { errors: entry.errors };
        return { path: entry.path, namespace: 'sdk-entry-without-http' };
      });
      b.onLoad({ filter: /.*/, namespace: 'sdk-entry-without-http' }, (args) => ({
        contents: readFileSync(args.path, 'utf8'),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/** The client's validator provider: its own copy of `@cfworker/json-schema`, then the provider class. */
const CF_PROVIDER = /[/\\]@modelcontextprotocol[/\\]client[/\\]dist[/\\]cfWorkerProvider-[^/\\]+\.mjs$/;
const CF_COPY_START = /^\/\/#region [^\n]*@cfworker\+json-schema@[^\n]*$/m;
const CF_PROVIDER_START = /^\/\/#region [^\n]*validators\/cfWorkerProvider\.ts$/m;

/**
 * One `@cfworker/json-schema` in a bundle, instead of three. The server package's browser shim
 * (`@modelcontextprotocol/server/_shims`) exports the same validator provider as the client's, each package
 * bundling its own copy of it: the bundle takes the client's, once. The shim's other export is a `process`
 * whose stdin and stdout throw (the browser has no stdio; the lab always hands `serveStdio` a transport), kept
 * as the SDK's shim defines it. And the client's provider file inlines `@cfworker/json-schema` (4.1.1), which
 * the app imports itself (4.1.6, the same `Validator` API, with fixes): the provider's class is kept as
 * published and takes its `Validator` from the app's copy. If a new SDK lays the file out differently, the
 * build stops rather than ship two copies silently.
 */
export function oneJsonSchemaValidator(): Plugin {
  return {
    name: 'one-json-schema-validator',
    setup(b) {
      b.onLoad({ filter: CF_PROVIDER }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        const start = CF_COPY_START.exec(text)?.index;
        const provider = CF_PROVIDER_START.exec(text)?.index;
        if (start === undefined || provider === undefined || provider < start)
          return { errors: [{ text: `${args.path}: no inlined @cfworker/json-schema before the provider class` }] };
        const imports = text.slice(0, start);
        const copy = text.slice(start, provider);
        if (!/^var Validator = class/m.test(copy))
          return { errors: [{ text: `${args.path}: the inlined @cfworker/json-schema defines no Validator` }] };
        return {
          contents: `${imports}import { Validator } from '@cfworker/json-schema';\n${text.slice(provider)}`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
      b.onResolve({ filter: /^@modelcontextprotocol\/server\/_shims$/ }, () => ({
        path: 'server-shims',
        namespace: 'sdk-server-shims',
      }));
      b.onLoad({ filter: /.*/, namespace: 'sdk-server-shims' }, () => ({
        contents: [
          `export { DefaultJsonSchemaValidator } from '@modelcontextprotocol/client/_shims';`,
          `function notSupported() {`,
          `  throw new Error('StdioServerTransport is not supported in this environment. Use StreamableHTTPServerTransport instead.');`,
          `}`,
          `export const process = { get stdin() { return notSupported(); }, get stdout() { return notSupported(); } };`,
        ].join('\n'),
        loader: 'js',
        resolveDir: path.join(import.meta.dirname, '..', '..'),
      }));
    },
  };
}
