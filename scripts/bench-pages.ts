/**
 * npm run bench:pages — figures for the pages of a production build (run `npm run build` first):
 *  1. first-load JavaScript per route: every <script src> the prerendered HTML loads (noModule excluded), raw and gzip, and the
 *     difference from an empty page of the same app (the 404 page: same layout, no content);
 *  2. content build time for the real lessons and for 10× and 100× synthetic copies of them.
 * Target: a lesson page within 30 KB gzip of the empty page (exit code 1 when missed).
 * `--smoke`: the page figures and a 1× content build only, nothing judged; `--json FILE` writes a summary.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchArgs, verdict, writeSummary } from './bench-args';

const root = path.resolve(import.meta.dirname, '..');
const appDir = path.join(root, '.next', 'server', 'app');
const LESSON_BUDGET_KB = 30;
const args = benchArgs();

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

function routeOf(file: string): string {
  const rel = path.relative(appDir, file).replace(/\.html$/, '');
  return rel === 'index' ? '/' : `/${rel}`;
}

function firstLoadJs(html: string) {
  // noModule scripts are legacy polyfills that module-capable browsers never download.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\bnoModule\b/i.test(m[0]));
  const srcs = [...new Set(tags.map((m) => m[1]))];
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    // Next's own chunks are under .next/; any other script (the lab's module script) is a file in public/.
    const url = src.split('?')[0];
    const file = url.startsWith('/_next/')
      ? path.join(root, '.next', url.replace(/^\/_next\//, ''))
      : path.join(root, 'public', url);
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { scripts: srcs.length, raw, gzip, htmlGzip: gzipSync(html).length };
}

const kb = (n: number) => (n / 1024).toFixed(1);

function pageFigures() {
  if (!existsSync(appDir)) throw new Error('No production build: run `npm run build` first.');
  const rows = htmlFiles(appDir).map((f) => ({ route: routeOf(f), ...firstLoadJs(readFileSync(f, 'utf8')) }));
  const empty = rows.find((r) => r.route === '/_not-found');
  if (!empty) throw new Error('no prerendered /_not-found page to compare with');
  rows.sort((a, b) => a.route.localeCompare(b.route));
  console.log('\nFirst-load JavaScript per route (gzip level 6 unless noted; Δ = vs the empty 404 page)');
  console.log(
    `${'route'.padEnd(44)} ${'scripts'.padStart(7)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'Δ gzip KB'.padStart(10)} ${'HTML gz KB'.padStart(11)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(44)} ${String(r.scripts).padStart(7)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(8)} ${kb(r.gzip - empty.gzip).padStart(10)} ${kb(r.htmlGzip).padStart(11)}`,
    );
  }
  const lessons = rows.filter((r) => r.route.startsWith('/lessons/'));
  const worst = Math.max(...lessons.map((r) => r.gzip - empty.gzip));
  const ok = worst <= LESSON_BUDGET_KB * 1024;
  console.log(
    `\nLargest lesson page is ${kb(worst)} KB gzip above the empty page (budget ${LESSON_BUDGET_KB} KB): ${verdict(args, ok)}`,
  );
  const routes = Object.fromEntries(rows.map((r) => [r.route, Math.round((r.gzip / 1024) * 10) / 10]));
  return { ok, emptyPageKB: routes['/_not-found'], largestLessonDeltaKB: Math.round((worst / 1024) * 10) / 10, routes };
}

/** Times the real content build (a fresh process, as `npm run build` runs it) over `copies` copies. */
function contentBuild(copies: number): { lessons: number; ms: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcpa-bench-'));
  try {
    cpSync(path.join(root, 'content', 'claims'), path.join(dir, 'claims'), { recursive: true });
    cpSync(path.join(root, 'content', 'cards'), path.join(dir, 'cards'), { recursive: true });
    // Everything the content build reads beside the lessons (the exam blueprint among it).
    for (const file of readdirSync(path.join(root, 'content')).filter((f) => f.endsWith('.yaml')))
      cpSync(path.join(root, 'content', file), path.join(dir, file));
    const lessons = readdirSync(path.join(root, 'content', 'lessons')).filter((f) => /^\d+-/.test(f));
    let n = 0;
    for (let c = 0; c < copies; c++) {
      for (const folder of lessons) {
        n += 1;
        const slug = folder.replace(/^\d+-/, '');
        cpSync(
          path.join(root, 'content', 'lessons', folder),
          path.join(dir, 'lessons', `${String(n).padStart(4, '0')}-${slug}-${c}`),
          {
            recursive: true,
          },
        );
      }
    }
    const started = performance.now();
    const run = spawnSync(
      'npx',
      ['tsx', 'scripts/build-content.ts', '--content', dir, '--out', path.join(dir, '.out'), '--quiet'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    const ms = performance.now() - started;
    if (run.status !== 0) throw new Error(`content build failed for ${copies}×:\n${run.stderr}`);
    return { lessons: n, ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function contentFigures() {
  console.log('\nContent build time (fresh process: compile MDX, check frontmatter, examples, coverage, write index)');
  console.log(
    `${'copies'.padEnd(8)} ${'lessons'.padStart(8)} ${'seconds'.padStart(8)} ${'ms/lesson'.padStart(10)} ${'vs 1×'.padStart(7)}`,
  );
  let base = 0;
  const runs: { copies: number; lessons: number; ms: number }[] = [];
  for (const copies of args.smoke ? [1] : [1, 10, 100]) {
    const { lessons, ms } = contentBuild(copies);
    if (copies === 1) base = ms;
    runs.push({ copies, lessons, ms: Math.round(ms) });
    console.log(
      `${`${copies}×`.padEnd(8)} ${String(lessons).padStart(8)} ${(ms / 1000).toFixed(1).padStart(8)} ${(ms / lessons).toFixed(0).padStart(10)} ${(ms / base).toFixed(1).padStart(6)}×`,
    );
  }
  return runs;
}

const { ok, ...pages } = pageFigures();
const contentBuilds = process.argv.includes('--pages-only') ? [] : contentFigures();
writeSummary(args, { smoke: args.smoke, ...pages, contentBuilds });
process.exit(ok || args.smoke ? 0 : 1);
