/**
 * `npm run lab-engine`: bundles the lab engine (lib/mcp/lab/engine.ts: the SDK's client and server, the lab
 * server and the controller) with esbuild into public/lab-engine/, which `next build` then serves as static
 * files. esbuild tree-shakes the SDK, which Turbopack ships whole; the official schemas behind the trace's
 * badges are split into chunks of their own, loaded on first use, without their prose. It also writes
 * preload.json: the entry and every chunk it imports statically, which the /lab page preloads and links to the
 * lab prefetch (lib/mcp/lab/engine-files.node.ts reads it).
 * Usage: tsx scripts/build-lab-engine.ts [--out DIR] [--quiet]
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin } from 'esbuild';
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

/** The URLs (under /lab-engine/) of engine.js and every chunk reached from it by static imports. */
function staticClosure(metafile: Metafile, outdir: string): string[] {
  const entry = Object.keys(metafile.outputs).find(
    (file) => path.resolve(root, file) === path.join(outdir, 'engine.js'),
  );
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of metafile.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  if (entry) visit(entry);
  return [...seen].map((file) => `/lab-engine/${path.relative(outdir, path.resolve(root, file))}`);
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
  const result = await build({
    absWorkingDir: root,
    // start.js is /lab's module script: it shares every chunk (and so the warm lab) with engine.js.
    entryPoints: { engine: 'lib/mcp/lab/engine.ts', start: 'lib/mcp/lab/start.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['browser'],
    target: 'es2022',
    minify: true,
    chunkNames: 'chunk-[hash]',
    legalComments: 'linked',
    metafile: true,
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
  writeFileSync(path.join(outdir, 'preload.json'), `${JSON.stringify(staticClosure(result.metafile, outdir))}\n`);
  if (values.quiet) return;
  const files = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
  let total = 0;
  for (const [file] of files) {
    const gzip = gzipSync(readFileSync(path.join(root, file))).length;
    total += gzip;
    console.log(`  ${path.relative(root, file).padEnd(44)} ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip`);
  }
  console.log(`Lab engine: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip in all`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
