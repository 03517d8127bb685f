/**
 * `npm run lab-engine`: bundles the lab engine (lib/mcp/lab/engine.ts: the SDK's client and server, the lab
 * server and the controller) with esbuild into public/lab-engine/, which `next build` then serves as static
 * files. esbuild tree-shakes the SDK, which Turbopack ships whole; the official schemas behind the trace's
 * badges are split into chunks of their own, loaded on first use, without their prose. It also writes
 * preload.json: the entry and every chunk it imports statically, which the /lab page preloads and links to the
 * lab prefetch (lib/mcp/lab/engine-files.node.ts reads it).
 *
 * esbuild's splitting puts any code the entry shares with an on-demand chunk into a shared chunk of its own:
 * /lab's first moments then asked for seven files (four under 260 bytes), and on HTTP/1.1 they took all six
 * connections from the CSS and React's chunks. So its output is chunked again by rolldown (relinkChunks): every
 * file the entry imports statically merges into engine.js, and the on-demand chunks import from it.
 * Usage: tsx scripts/build-lab-engine.ts [--out DIR] [--quiet]
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { rolldown } from 'rolldown';
import { stripDescriptions } from '../lib/spec/strip-descriptions';
import { oneJsonSchemaValidator, sdkEntriesWithoutHttp } from './lab-engine/sdk-entries';
import { sdkSharedCore } from './lab-engine/sdk-shared-core';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, 'public', 'lab-engine') },
    quiet: { type: 'boolean', default: false },
  },
});

/** The official schemas as the browser needs them: identical for validation, without descriptions. */
const schemasWithoutProse: Plugin = {
  name: 'schemas-without-prose',
  setup(b) {
    b.onLoad({ filter: /[/\\]lib[/\\]spec[/\\][^/\\]+[/\\]schema\.json$/ }, (args) => ({
      contents: JSON.stringify(stripDescriptions(JSON.parse(readFileSync(args.path, 'utf8')))),
      loader: 'json',
    }));
  },
};

/**
 * Chunks esbuild's split output in `from` again into `outdir`: the entry and everything it imports statically
 * in one engine.js (its exports kept: 'allow-extension' lets rolldown put the shared code in the entry rather
 * than behind a facade), the on-demand chunks beside it, importing what they share from engine.js. Returns the
 * URLs (under /lab-engine/) of engine.js and every file it imports statically, and each output's bytes.
 */
async function relinkChunks(from: string, outdir: string) {
  const staticFiles = new Set<string>();
  const visit = (file: string) => {
    if (staticFiles.has(file)) return;
    staticFiles.add(file);
    const body = readFileSync(path.join(from, file), 'utf8');
    for (const [, chunk] of body.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) if (chunk) visit(chunk);
  };
  visit('engine.js');
  const bundle = await rolldown({
    input: { engine: path.join(from, 'engine.js') },
    platform: 'browser',
    preserveEntrySignatures: 'allow-extension',
    logLevel: 'warn',
  });
  const { output } = await bundle.write({
    dir: outdir,
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunk-[hash].js',
    minify: true,
    codeSplitting: { groups: [{ name: 'engine', test: (id) => staticFiles.has(path.relative(from, id)) }] },
  });
  await bundle.close();
  // The licence texts esbuild linked from its chunks' comments, which rolldown keeps.
  for (const f of readdirSync(from))
    if (f.endsWith('.LEGAL.txt')) copyFileSync(path.join(from, f), path.join(outdir, f));
  const chunks = output.flatMap((o) => (o.type === 'chunk' ? [o] : []));
  const closure = new Set<string>();
  const reach = (name: string) => {
    if (closure.has(name)) return;
    closure.add(name);
    for (const i of chunks.find((c) => c.fileName === name)?.imports ?? []) reach(i);
  };
  reach('engine.js');
  return {
    preload: [...closure].map((f) => `/lab-engine/${f}`),
    files: chunks.map((c) => ({ file: c.fileName, gzip: gzipSync(c.code).length })),
  };
}

/**
 * zod builds its object schemas with a probe for `eval` unless jitless, and the CSP reports the probe. The SDK
 * builds schemas as its chunk loads, before the engine's own first line runs, so the setting goes into zod's
 * core module itself, right where its config is defined.
 */
const zodJitless: Plugin = {
  name: 'zod-jitless',
  setup(b) {
    b.onLoad({ filter: /[/\\]zod[/\\]v4[/\\]core[/\\]core\.js$/ }, (args) => ({
      contents: `${readFileSync(args.path, 'utf8')}\nconfig({ jitless: true });\n`,
      loader: 'js',
    }));
  },
};

async function main() {
  const outdir = path.resolve(values.out);
  rmSync(outdir, { recursive: true, force: true });
  const split = mkdtempSync(path.join(tmpdir(), 'lab-engine-split-'));
  await build({
    absWorkingDir: root,
    // engine.js is also /lab's module script (lib/mcp/lab/start.ts runs as it is evaluated).
    entryPoints: { engine: 'lib/mcp/lab/engine.ts' },
    outdir: split,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['browser'],
    target: 'es2022',
    minify: true,
    chunkNames: 'chunk-[hash]',
    legalComments: 'linked',
    plugins: [
      schemasWithoutProse,
      zodJitless,
      sdkEntriesWithoutHttp(/[/\\]lib[/\\]mcp[/\\]wire[/\\]http-bridge\.ts$/),
      oneJsonSchemaValidator(),
      // The client and the server share one copy of the SDK's core, as in the exercise sandbox.
      sdkSharedCore(),
    ],
    logLevel: 'warning',
  });
  const { preload, files } = await relinkChunks(split, outdir).finally(() =>
    rmSync(split, { recursive: true, force: true }),
  );
  writeFileSync(path.join(outdir, 'preload.json'), `${JSON.stringify(preload)}\n`);
  if (values.quiet) return;
  let total = 0;
  for (const { file, gzip } of files) {
    total += gzip;
    const shown = path.relative(root, path.join(outdir, file));
    console.log(`  ${shown.padEnd(44)} ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip`);
  }
  console.log(`Lab engine: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip in all`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
