/**
 * `npm run exercise-sandbox`: bundles the exercise sandbox (lib/sandbox/worker.ts: the runner of lib/exercises,
 * the lab server and client, sucrase) with esbuild into one classic script, public/exercise-sandbox/worker.js,
 * which exercise pages start as a dedicated Web Worker; and each exercise's cases into a chunk of its own,
 * public/exercise-sandbox/cases/ID.js (CommonJS), which the page hands the worker with each run: the worker's
 * CSP lets it load nothing (lib/csp/sandbox-policy.ts), so it evaluates the chunk itself. A chunk's imports
 * from outside its exercise's folder are the worker's (lib/sandbox/kit.ts); the build stops on one the kit lacks.
 * A second worker, worker-http.js, adds the SDK's HTTP handler (lib/sandbox/kit-http.ts) for the exercises whose
 * cases use it; sandboxes.json names each exercise's worker.
 * Usage: tsx scripts/build-exercise-sandbox.ts [--out DIR] [--quiet]
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { exerciseCases } from '../content/exercises/all-cases';
import { sandboxKit } from '../lib/sandbox/kit';
import { sandboxKit as httpKit } from '../lib/sandbox/kit-http';
import { slugTable } from './exercise-sandbox/slug-table';
import { sucraseTypeScriptOnly } from './exercise-sandbox/sucrase-typescript-only';
import { oneJsonSchemaValidator, sdkEntriesWithoutHttp } from './lab-engine/sdk-entries';
import { sdkSharedCore } from './lab-engine/sdk-shared-core';

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

/** The names only worker-http.js's kit has, as `module name` pairs. */
const httpOnly = Object.entries(httpKit).flatMap(([module, names]) =>
  Object.keys(names)
    .filter((n) => !Object.hasOwn(sandboxKit[module] ?? {}, n))
    .map((n) => [module, n] as const),
);

/** worker-http.js gives load-cases.ts the HTTP kit as its `./kit`. */
const httpKitAsKit: Plugin = {
  name: 'http-kit',
  setup(b) {
    b.onResolve({ filter: /^\.\/kit$/ }, (args) =>
      args.importer.endsWith(`${path.sep}load-cases.ts`)
        ? { path: path.join(root, 'lib', 'sandbox', 'kit-http.ts') }
        : undefined,
    );
  },
};

/**
 * Bundles one exercise's cases into `cases/ID.js`; returns its gzip size and the worker it needs (the HTTP one
 * when the chunk uses a name only that kit has: esbuild keeps the property names it reads off a module).
 */
async function buildCases(outdir: string, id: string, entry: string): Promise<{ gzip: number; worker: string }> {
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
    if (!Object.hasOwn(httpKit, name))
      throw new Error(`${path.relative(root, entry)} imports "${name}", which lib/sandbox/kit.ts does not list`);
  const http = httpOnly.some(([, name]) => new RegExp(`\\.${name}\\b`).test(code));
  return { gzip: gzipSync(code).length, worker: http ? 'worker-http.js' : 'worker.js' };
}

async function main() {
  const outdir = path.resolve(values.out);
  rmSync(outdir, { recursive: true, force: true });
  const worker = (name: string, entry: string, extra: Plugin[]) =>
    build({
      absWorkingDir: root,
      entryPoints: { [name]: entry },
      outdir,
      bundle: true,
      format: 'iife',
      platform: 'browser',
      conditions: ['browser'],
      target: 'es2022',
      minify: true,
      legalComments: 'linked',
      // The runner never uses the SDK's HTTP transports: nothing imports the entry files for them. The client
      // and the server share one copy of the SDK's core (sdk-shared-core.ts), about 23 KB gzip.
      plugins: [
        ...extra,
        sdkEntriesWithoutHttp(/(?!)/),
        oneJsonSchemaValidator(),
        sdkSharedCore(),
        sucraseTypeScriptOnly(),
        slugTable(Object.values(exerciseCases)),
      ],
      logLevel: 'warning',
    });
  await worker('worker', 'lib/sandbox/worker.ts', []);
  await worker('worker-http', 'lib/sandbox/worker.ts', [httpKitAsKit]);
  const list = exercises();
  const chunks = await Promise.all(list.map((e) => buildCases(outdir, e.id, e.cases)));
  const sandboxes = Object.fromEntries(list.map((e, i) => [e.id, chunks[i].worker]));
  writeFileSync(path.join(outdir, 'sandboxes.json'), `${JSON.stringify(sandboxes, null, 2)}\n`);
  if (values.quiet) return;
  const kb = (n: number) => (n / 1024).toFixed(1);
  const size = (name: string) => {
    const bytes = readFileSync(path.join(outdir, name));
    return `${name} ${kb(bytes.length)} KB, ${kb(gzipSync(bytes).length)} KB gzip`;
  };
  const httpIds = list.filter((_, i) => chunks[i].worker === 'worker-http.js').map((e) => e.id);
  console.log(
    `Exercise sandbox: ${size('worker.js')}; ${size('worker-http.js')} (for ${httpIds.join(', ') || 'none'}); ` +
      `${chunks.length} cases chunks, the largest ${kb(Math.max(...chunks.map((c) => c.gzip)))} KB gzip`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
