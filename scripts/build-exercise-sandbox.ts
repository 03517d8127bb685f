/**
 * `npm run exercise-sandbox`: bundles the exercise sandbox (lib/sandbox/worker.ts: the runner of lib/exercises,
 * every exercise's cases, the lab server and client, sucrase) with esbuild into one classic script,
 * public/exercise-sandbox/worker.js, which exercise pages start as a dedicated Web Worker. One file, no chunks:
 * the worker's CSP lets it load nothing (lib/csp/sandbox-policy.ts).
 * Usage: tsx scripts/build-exercise-sandbox.ts [--out DIR] [--quiet]
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { sucraseTypeScriptOnly } from './exercise-sandbox/sucrase-typescript-only';
import { oneJsonSchemaValidator, sdkEntriesWithoutHttp } from './lab-engine/sdk-entries';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, 'public', 'exercise-sandbox') },
    quiet: { type: 'boolean', default: false },
  },
});

async function main() {
  const outdir = path.resolve(values.out);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { worker: 'lib/sandbox/worker.ts' },
    outdir,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    conditions: ['browser'],
    target: 'es2022',
    minify: true,
    legalComments: 'linked',
    // The runner never uses the SDK's HTTP transports: nothing imports the entry files for them.
    plugins: [sdkEntriesWithoutHttp(/(?!)/), oneJsonSchemaValidator(), sucraseTypeScriptOnly()],
    logLevel: 'warning',
  });
  if (values.quiet) return;
  const file = path.join(outdir, 'worker.js');
  const bytes = readFileSync(file);
  console.log(
    `Exercise sandbox: ${path.relative(root, file)} ${(bytes.length / 1024).toFixed(1)} KB, ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
