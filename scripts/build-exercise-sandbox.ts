/**
 * `npm run exercise-sandbox`: bundles the exercise sandbox (lib/sandbox/worker.ts: the runner of lib/exercises,
 * the lab server and client, sucrase) with esbuild into one classic script, public/exercise-sandbox/worker.js,
 * which exercise pages start as a dedicated Web Worker; and each exercise's cases into a chunk of its own,
 * public/exercise-sandbox/cases/ID.js (CommonJS), which the page hands the worker with each run: the worker's
 * CSP lets it load nothing (lib/csp/sandbox-policy.ts), so it evaluates the chunk itself. A chunk's imports
 * from outside its exercise's folder are the worker's (lib/sandbox/kit.ts); the build stops on one the kit lacks.
 * Usage: tsx scripts/build-exercise-sandbox.ts [--out DIR] [--quiet]
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { sandboxKit } from '../lib/sandbox/kit';
import { sucraseTypeScriptOnly } from './exercise-sandbox/sucrase-typescript-only';
import { oneJsonSchemaValidator, sdkEntriesWithoutHttp } from './lab-engine/sdk-entries';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(root, 'public', 'exercise-sandbox') },
    quiet: { type: 'boolean', default: false },
  },
});

/** Every exercise folder with cases, by the id its exercise.yaml gives. */
function exercises(): { id: string; cases: string }[] {
  const dir = path.join(root, 'content', 'exercises');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const id = /^id:\s*([a-z0-9-]+)\s*$/m.exec(readFileSync(path.join(dir, d.name, 'exercise.yaml'), 'utf8'))?.[1];
      if (!id) throw new Error(`content/exercises/${d.name}/exercise.yaml: no id`);
      return { id, cases: path.join(dir, d.name, 'cases.ts') };
    });
}

/**
 * Leaves out of a cases chunk every import from outside its exercise's folder, named as the kit names it:
 * `@/` and the path from the project's root for the project's modules, the package name for a package.
 */
function kitImports(folder: string): Plugin {
  return {
    name: 'kit-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (!args.path.startsWith('.')) return { path: args.path, external: true };
        const file = path.resolve(args.resolveDir, args.path);
        if (file.startsWith(folder + path.sep)) return undefined;
        return { path: `@/${path.relative(root, file).split(path.sep).join('/')}`, external: true };
      });
    },
  };
}

/** Bundles one exercise's cases into `cases/ID.js`; returns its gzip size. */
async function buildCases(outdir: string, id: string, entry: string): Promise<number> {
  const file = path.join(outdir, 'cases', `${id}.js`);
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    format: 'cjs',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    plugins: [kitImports(path.dirname(entry))],
    logLevel: 'warning',
  });
  const code = readFileSync(file, 'utf8');
  for (const [, name] of code.matchAll(/require\("([^"]+)"\)/g))
    if (!Object.hasOwn(sandboxKit, name))
      throw new Error(`${path.relative(root, entry)} imports "${name}", which lib/sandbox/kit.ts does not list`);
  return gzipSync(code).length;
}

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
  const chunks = await Promise.all(exercises().map((e) => buildCases(outdir, e.id, e.cases)));
  if (values.quiet) return;
  const file = path.join(outdir, 'worker.js');
  const bytes = readFileSync(file);
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `Exercise sandbox: ${path.relative(root, file)} ${kb(bytes.length)} KB, ${kb(gzipSync(bytes).length)} KB gzip; ` +
      `${chunks.length} cases chunks, the largest ${kb(Math.max(...chunks))} KB gzip`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
