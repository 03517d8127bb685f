/**
 * npm run bench:lab-ui — the lab in headless Chromium, from the production build (run `npm run build` first):
 *  - bytes: the lab's JavaScript and everything the /lab page loads (gzip), against an empty page of the app
 *    (and, apart, what the empty page prefetches for the lab when idle: downloaded, not run);
 *  - navigation → the first tools/list page rendered in the Tools panel: a cold load of /lab (nothing cached),
 *    a click on the header's "Lab" link from the course index (the app already running), and a repeat visit
 *    (HTTP cache and V8's code cache warm: Chromium caches a script's compiled code from its second load);
 *  - "Call tool" click → result rendered (median of 30 calls; one frame is 16.7 ms);
 *  - the longest task while 10,000 trace messages scroll.
 * Prints each figure beside its target, met or missed; exits 1 when a target is missed. `--smoke` runs each part once at tiny sizes
 * and judges nothing (npm test runs it); `--json FILE` writes the figures as a summary; `--bytes` measures only
 * the bytes (they do not depend on the machine's load) and lists the exercise page's files, largest first;
 * `--cold N` measures only N cold loads of /lab (7 if N is left out) and judges their median, as a full run does
 * (for interleaved A/B runs of two builds: the other parts take minutes and do not touch the cold path).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import { benchArgs, verdict, writeSummary } from './bench-args';
import { exercisePageBytes } from './bench-exercise-page';
import { launchChromium, startServer } from './bench-server';

const args = benchArgs();
const bytesOnly = process.argv.includes('--bytes');
const coldAt = process.argv.indexOf('--cold');
const coldOnly =
  coldAt === -1 ? null : Number(/^\d+$/.test(process.argv[coldAt + 1] ?? '') ? process.argv[coldAt + 1] : 7);
const port = Number(process.env.BENCH_PORT ?? 3310);
/** Smoke sizes keep every code path but take seconds. */
const scale = args.smoke
  ? { navRuns: 1, clicks: 5, trace: 300, scrollRuns: 1 }
  : { navRuns: 7, clicks: 30, trace: 10_000, scrollRuns: 2 };
/** The targets (issue 15's timings; issue 20's byte budgets: 300 KB for /lab proved out of reach with this SDK). */
const target = {
  labAllKB: 345,
  emptyPageKB: 140,
  exercisePageKB: 450,
  coldFirstListMs: 500,
  inAppFirstListMs: 150,
  repeatFirstListMs: 250,
  callToResultMedianMs: 17,
  longestScrollTaskMs: 50,
};
const base = `http://localhost:${port}`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Every run, fastest first: on two busy cores one run can be twice another. */
const spread = (xs: number[]) =>
  [...xs]
    .sort((a, b) => a - b)
    .map((x) => x.toFixed(0))
    .join(' · ') + ' ms';

/** Every response a page loads while `work` runs, gzip-sized (as a server would send it compressed). */
async function loaded(page: Page, work: () => Promise<void>) {
  const sizes = new Map<string, { type: string; gzip: number }>();
  const pending: Promise<void>[] = [];
  const onResponse = (r: Response) => {
    // What the service worker answers from its cache crosses no network: once it controls a page (it may claim
    // a first visit's page before that page settles), its idle preload of the lab engine would count here.
    if (r.fromServiceWorker()) return;
    const type = r.request().resourceType();
    pending.push(
      r
        .body()
        .then((body) => void sizes.set(`${type} ${r.url()}`, { type, gzip: gzipSync(body).length }))
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await work();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return sizes;
}

/** Keys are "type url": a URL prefetched and then loaded as a script counts once in each role. */
const sum = (m: Map<string, { type: string; gzip: number }>, only?: (url: string, type: string) => boolean) =>
  [...m]
    .filter(([key, v]) => !only || only(key.slice(key.indexOf(' ') + 1), v.type))
    .reduce((n, [, v]) => n + v.gzip, 0);

/** Each run's time from a click on the header's "Lab" link on the course index to the first tools/list rendered. */
async function softNavigation(browser: Browser, installed: boolean): Promise<number[]> {
  const runs: number[] = [];
  for (let i = 0; i < scale.navRuns; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(base);
    await page.waitForLoadState('networkidle');
    // Installed: the service worker has finished precaching the app (every visit after the first). Otherwise a
    // first visit: the worker registers only once the page has settled, so the click may come before or during
    // its download of the app.
    if (installed) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.evaluate(() => {
      const w = window as unknown as { __click?: number; __firstList?: number };
      document.addEventListener('click', () => (w.__click = performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (document.querySelector('section[aria-label="Tools"]')?.textContent?.includes('get_today')) {
          w.__firstList = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('banner').getByRole('link', { name: 'Lab', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __firstList?: number }).__firstList !== undefined);
    runs.push(
      await page.evaluate(() => {
        const w = window as unknown as { __click: number; __firstList: number };
        return w.__firstList - w.__click;
      }),
    );
    await page.close();
  }
  return runs;
}

/** Records, in every document of the page, when the Tools panel first shows a tool of the first page. */
async function watchFirstList(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __firstList?: number };
    new MutationObserver((_, observer) => {
      const tools = document.querySelector('section[aria-label="Tools"]');
      if (tools?.textContent?.includes('get_today')) {
        w.__firstList = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Opens /lab in `page` and returns the time from navigation to the first tools/list rendered. */
async function openLab(page: Page): Promise<number> {
  await page.goto(`${base}/lab`);
  await page.waitForFunction(() => (window as unknown as { __firstList?: number }).__firstList !== undefined, null, {
    timeout: 30_000,
  });
  return page.evaluate(() => (window as unknown as { __firstList: number }).__firstList);
}

/** Cold loads of /lab, each in a new browser context (nothing cached). */
async function coldLoads(browser: Browser, count = scale.navRuns): Promise<number[]> {
  const runs: number[] = [];
  for (let i = 0; i < count; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await watchFirstList(page);
    runs.push(await openLab(page));
    await context.close();
  }
  return runs;
}

/**
 * Repeat visits of /lab in a page that has already opened it once: the service worker that visit installed
 * answers from its precache, the second load stores V8's code cache, the later ones use it.
 */
async function repeatVisits(page: Page): Promise<number[]> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await openLab(page);
  const runs: number[] = [];
  for (let i = 0; i < scale.navRuns; i++) {
    const response = page.waitForResponse((r) => r.url() === `${base}/lab` && r.request().isNavigationRequest());
    runs.push(await openLab(page));
    if (!(await response).fromServiceWorker())
      throw new Error('a repeat visit to /lab was not served by the service worker');
  }
  return runs;
}

/** A navigation figure: the median of `runs` judged against `targetMs`, then every run; whether it was met. */
function judgedRuns(label: string, runs: number[], targetMs: number): boolean {
  const value = median(runs);
  judged(label, `${value.toFixed(0)} ms`, `≤ ${targetMs} ms`, value <= targetMs);
  console.log(`    ${spread(runs)}`);
  return value <= targetMs;
}

/** `figure` beside its target, with the verdict. */
function judged(label: string, figure: string, targetText: string, met: boolean) {
  console.log(`  ${label.padEnd(34)} ${figure.padStart(10)}   target ${targetText.padEnd(9)} ${verdict(args, met)}`);
}

async function main() {
  if (process.argv.includes('--help')) {
    console.log('npm run bench:lab-ui -- [--smoke] [--bytes] [--cold [N]] [--json FILE]   (BENCH_PORT, default 3310)');
    return;
  }
  const server = await startServer(port);
  const summary: Record<string, number | boolean> = { smoke: args.smoke };
  const browser = await launchChromium();
  let ok = true;
  try {
    if (coldOnly !== null) {
      const coldRuns = await coldLoads(browser, coldOnly);
      console.log(`Navigation → first tools/list rendered (median of ${coldOnly}; all runs, fastest to slowest)`);
      ok = judgedRuns('cold load of /lab', coldRuns, target.coldFirstListMs);
      summary.coldFirstListMs = round(median(coldRuns));
      writeSummary(args, summary);
      process.exitCode = ok ? 0 : 1;
      return;
    }
    // 1. Bytes.
    // The empty page twice. On its own, the way a data saver gets it (the Lab link then fetches nothing ahead,
    // components/ui/intent-link.tsx): what every page loads. Otherwise, once idle, it also prefetches /lab (its
    // payload, its route's code, the engine), and when that falls before the page settles depends on the load:
    // that part is counted apart, not as the page's own JS.
    const emptyPage = await browser.newPage();
    await emptyPage.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const empty = await loaded(emptyPage, async () => void (await emptyPage.goto(`${base}/no-such-page`)));
    await emptyPage.close();
    const prefetchingPage = await browser.newPage();
    const prefetching = await loaded(prefetchingPage, async () => {
      await prefetchingPage.goto(`${base}/no-such-page`);
      // The idle callback that starts the prefetch waits at most 3 s (intent-link.tsx).
      await prefetchingPage.waitForRequest((r) => r.url().includes('/lab-engine/'), { timeout: 10_000 });
    });
    await prefetchingPage.close();

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await watchFirstList(page);
    let firstList = 0;
    const lab = await loaded(page, async () => void (firstList = await openLab(page)));
    const labJs = sum(lab, (url, type) => type === 'script' && !empty.has(`script ${url}`));
    const pageJs = sum(lab, (_, type) => type === 'script');
    const everything = sum(lab);
    // A <link rel="prefetch"> response has no body for Playwright: its size is that of the same file on /lab.
    const prefetchedUrls = new Set(
      [...prefetching.keys()]
        .filter((k) => !k.startsWith('script ') && k.includes('/lab-engine/'))
        .map((k) => k.split(' ')[1]),
    );
    if (prefetchedUrls.size === 0) throw new Error('the empty page did not prefetch the lab engine when idle');
    const emptyJs = sum(empty, (_, t) => t === 'script');
    if ([...empty.keys()].some((k) => k.includes('/lab-engine/') || k.includes('/lab?_rsc')))
      throw new Error('the empty page with saveData prefetched /lab');
    const prefetched = sum(lab, (url, t) => t === 'script' && prefetchedUrls.has(url));
    console.log('Bytes (gzip)');
    console.log(`  /lab, the lab's own JS             ${kb(labJs).padStart(10)}`);
    console.log(
      `    of which the engine              ${kb(sum(lab, (url) => url.includes('/lab-engine/'))).padStart(10)}   (SDK client + server + zod, lab server, controller)`,
    );
    console.log(`  /lab, all JS                       ${kb(pageJs).padStart(10)}`);
    judged(
      '/lab, everything it loads',
      kb(everything),
      `≤ ${target.labAllKB} KB`,
      everything <= target.labAllKB * 1024,
    );
    judged('empty page, all JS', kb(emptyJs), `≤ ${target.emptyPageKB} KB`, emptyJs <= target.emptyPageKB * 1024);
    console.log(
      `  empty page, the lab prefetched     ${kb(prefetched).padStart(10)}   (when idle: downloaded, not run)`,
    );
    ok &&= everything <= target.labAllKB * 1024 && emptyJs <= target.emptyPageKB * 1024;
    summary.labAllKB = Number((everything / 1024).toFixed(1));
    summary.emptyPageKB = Number((emptyJs / 1024).toFixed(1));
    summary.emptyPagePrefetchKB = Number((prefetched / 1024).toFixed(1));
    // An exercise page: its editor and sandbox worker, measured in a context of its own (reported, not judged).
    const exercise = await exercisePageBytes(browser, base);
    console.log(
      `  an exercise page, everything       ${kb(exercise.total).padStart(10)}   (target ≤ ${target.exercisePageKB} KB; of which the sandbox worker ${kb(exercise.worker)}; the Lab link's idle prefetch, apart: ${kb(exercise.labPrefetch)})`,
    );
    summary.exercisePageKB = Number((exercise.total / 1024).toFixed(1));
    if (bytesOnly) {
      // Marked "also empty": the file is one the empty page loads as well (the app's shell).
      const shell = new Set([...empty.keys()].map((k) => k.slice(k.indexOf(' ') + 1)));
      for (const f of exercise.files.slice(0, 20))
        console.log(
          `    ${kb(f.bytes).padStart(9)}  ${f.url.replace(base, '')}${shell.has(f.url) ? '  (also empty)' : ''}`,
        );
      writeSummary(args, summary);
      process.exitCode = ok || args.smoke ? 0 : 1;
      return;
    }

    // 2. Navigation → first tools/list rendered: cold, from inside the running app, and a repeat visit.
    // The page above installs the service worker (its precache, about 3 MB, starts once it has settled): wait
    // for that to finish, so no run below shares the two cores with another tab's background download.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const coldRuns = args.smoke ? [firstList] : await coldLoads(browser);
    const softRuns = await softNavigation(browser, true);
    const softFirstVisitRuns = args.smoke ? softRuns : await softNavigation(browser, false);
    const repeatRuns = await repeatVisits(page);
    const [cold, soft, softFirstVisit, repeat] = [coldRuns, softRuns, softFirstVisitRuns, repeatRuns].map(median);
    console.log(`\nNavigation → first tools/list rendered (median of ${scale.navRuns}; all runs, fastest to slowest)`);
    const met = [
      judgedRuns('cold load of /lab', coldRuns, target.coldFirstListMs),
      judgedRuns('"Lab" link from the index', softRuns, target.inAppFirstListMs),
    ];
    console.log(`  the same on a first visit (no SW yet)  ${softFirstVisit.toFixed(0).padStart(6)} ms   (not judged)`);
    met.push(judgedRuns('repeat visit (SW and code cache warm)', repeatRuns, target.repeatFirstListMs));
    ok &&= met.every(Boolean);
    Object.assign(summary, {
      coldFirstListMs: round(cold),
      inAppFirstListMs: round(soft),
      inAppFirstVisitMs: round(softFirstVisit),
      repeatFirstListMs: round(repeat),
    });

    // 3. "Call tool" click → result rendered.
    const clicks = await page.evaluate(async (count) => {
      const lab = window.mcpaLab!;
      await lab.listAll();
      lab.selectTool('get_today');
      await new Promise((r) => setTimeout(r, 100));
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Call tool');
      const result = document.querySelector('section[aria-label="Result"]');
      if (!button || !result) throw new Error('no Call tool button or Result panel');
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const t = await new Promise<number>((resolve) => {
          let started = 0;
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve(performance.now() - started);
          });
          observer.observe(result, { subtree: true, childList: true, characterData: true, attributes: true });
          started = performance.now();
          button.click();
        });
        times.push(t);
        await new Promise((r) => setTimeout(r, 20));
      }
      return times.sort((a, b) => a - b);
    }, scale.clicks);
    const callMedian = median(clicks);
    console.log(`\n"Call tool" click → result rendered (${clicks.length} calls, max ${clicks.at(-1)!.toFixed(1)} ms)`);
    const callMet = callMedian <= target.callToResultMedianMs;
    judged('median', `${callMedian.toFixed(1)} ms`, `≤ ${target.callToResultMedianMs} ms`, callMet);
    ok &&= callMet;
    summary.callToResultMedianMs = round(callMedian);

    // 4. The longest task while 10,000 trace messages scroll.
    const filled = await page.evaluate(async (target) => {
      const lab = window.mcpaLab!;
      while (lab.trace().length < target) await lab.callTool('get_today', {});
      return lab.trace().length;
    }, scale.trace);
    await page.waitForTimeout(500);
    const scrolls: number[] = [];
    for (let run = 0; run < scale.scrollRuns; run++)
      scrolls.push(
        await page.evaluate(async () => {
          const region = document.querySelector('[aria-label="Wire trace"]');
          const scroller = [...(region?.querySelectorAll('*') ?? [])].find(
            (el) => el.scrollHeight > el.clientHeight + 100 && getComputedStyle(el).overflowY !== 'visible',
          );
          if (!scroller) throw new Error('no scrolling list in the Wire trace');
          let longestTask = 0;
          const observer = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) longestTask = Math.max(longestTask, e.duration);
          });
          observer.observe({ type: 'longtask', buffered: false });
          const steps = 180;
          for (let i = 0; i <= steps; i++) {
            scroller.scrollTop = ((scroller.scrollHeight - scroller.clientHeight) * i) / steps;
            await new Promise((r) => requestAnimationFrame(() => r(null)));
          }
          await new Promise((r) => setTimeout(r, 200));
          observer.disconnect();
          return longestTask;
        }),
      );
    const longest = Math.max(...scrolls);
    console.log(
      `\nScrolling ${filled} trace messages, ${scale.scrollRuns} run(s) in a row (a long task is one over 50 ms)`,
    );
    const scrollMet = longest <= target.longestScrollTaskMs;
    judged(
      'longest task',
      scrolls.map((t) => (t ? `${t.toFixed(0)} ms` : 'none')).join(', '),
      `≤ ${target.longestScrollTaskMs} ms`,
      scrollMet,
    );
    ok &&= scrollMet;
    summary.longestScrollTaskMs = round(longest);
  } finally {
    await browser.close();
    server.kill();
  }
  writeSummary(args, summary);
  process.exit(ok || args.smoke ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
