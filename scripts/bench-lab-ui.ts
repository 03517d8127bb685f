/**
 * npm run bench:lab-ui — the lab in headless Chromium, from the production build (run `npm run build` first):
 *  - bytes: the lab's JavaScript and everything the /lab page loads (gzip), against an empty page of the app;
 *  - navigation → the first tools/list page rendered in the Tools panel: a cold load of /lab (nothing cached),
 *    and a click on the header's "Lab" link from the course index (the app already running);
 *  - "Call tool" click → result rendered (median of 30 calls; one frame is 16.7 ms);
 *  - the longest task while 10,000 trace messages scroll.
 * Prints figures and the targets; exits 1 when a target is missed. `--smoke` runs each part once at tiny sizes
 * and judges nothing (npm test runs it); `--json FILE` writes the figures as a summary.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import { benchArgs, verdict, writeSummary } from './bench-args';
import { launchChromium, startServer } from './bench-server';

const args = benchArgs();
const port = Number(process.env.BENCH_PORT ?? 3310);
/** Smoke sizes keep every code path but take seconds. */
const scale = args.smoke ? { navRuns: 1, clicks: 5, trace: 300 } : { navRuns: 3, clicks: 30, trace: 10_000 };
const base = `http://localhost:${port}`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Every response a page loads while `work` runs, gzip-sized (as a server would send it compressed). */
async function loaded(page: Page, work: () => Promise<void>) {
  const sizes = new Map<string, { type: string; gzip: number }>();
  const pending: Promise<void>[] = [];
  const onResponse = (r: Response) => {
    pending.push(
      r
        .body()
        .then((body) => void sizes.set(r.url(), { type: r.request().resourceType(), gzip: gzipSync(body).length }))
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

const sum = (m: Map<string, { type: string; gzip: number }>, only?: (url: string, type: string) => boolean) =>
  [...m].filter(([url, v]) => !only || only(url, v.type)).reduce((n, [, v]) => n + v.gzip, 0);

/** Median over 3 runs: a click on the header's "Lab" link from the course index → first tools/list rendered. */
async function softNavigation(browser: Browser): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < scale.navRuns; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(base);
    await page.waitForLoadState('networkidle');
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
  return runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)];
}

/** The first tools/list rendered when /lab opens in a page whose browser has just been there (caches warm). */
async function repeatVisit(page: Page): Promise<number> {
  // The service worker the first visit installed serves this one from its precache: wait until it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const response = await page.goto(`${base}/lab`);
  if (!response?.fromServiceWorker()) throw new Error('the repeat visit to /lab was not served by the service worker');
  await page.waitForFunction(() => (window as unknown as { __firstList?: number }).__firstList !== undefined);
  return page.evaluate(() => (window as unknown as { __firstList: number }).__firstList);
}

async function main() {
  const server = await startServer(port);
  const summary: Record<string, number | boolean> = { smoke: args.smoke };
  const browser = await launchChromium();
  let ok = true;
  try {
    // 1. Bytes.
    const emptyPage = await browser.newPage();
    const empty = await loaded(emptyPage, async () => void (await emptyPage.goto(`${base}/no-such-page`)));
    await emptyPage.close();

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      // Record when the Tools panel first shows a tool of the first page.
      const w = window as unknown as { __firstList?: number };
      new MutationObserver((_, observer) => {
        const tools = document.querySelector('section[aria-label="Tools"]');
        if (tools?.textContent?.includes('get_today')) {
          w.__firstList = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const lab = await loaded(page, async () => {
      await page.goto(`${base}/lab`);
      await page.waitForFunction(
        () => (window as unknown as { __firstList?: number }).__firstList !== undefined,
        null,
        {
          timeout: 30_000,
        },
      );
    });
    const firstList = await page.evaluate(() => (window as unknown as { __firstList: number }).__firstList);
    const labJs = sum(lab, (url, type) => type === 'script' && !empty.has(url));
    const pageJs = sum(lab, (_, type) => type === 'script');
    const everything = sum(lab);
    console.log('Bytes (gzip)');
    console.log(`  empty page, all JS           ${kb(sum(empty, (_, t) => t === 'script'))}`);
    console.log(`  /lab, the lab's own JS       ${kb(labJs)}`);
    console.log(
      `    of which the engine        ${kb(sum(lab, (url) => url.includes('/lab-engine/')))}  (SDK client + server + zod, lab server, controller)`,
    );
    console.log(`  /lab, all JS                 ${kb(pageJs)}`);
    console.log(
      `  /lab, everything it loads    ${kb(everything)}   target < 240 KB: ${verdict(args, everything < 240 * 1024)}`,
    );
    ok &&= everything < 240 * 1024;
    summary.labAllKB = Number((everything / 1024).toFixed(1));
    summary.emptyPageKB = Number((sum(empty, (_, t) => t === 'script') / 1024).toFixed(1));

    // 2. Navigation → first tools/list rendered: cold, then from inside the running app.
    const soft = await softNavigation(browser);
    const repeat = await repeatVisit(page);
    console.log('\nNavigation → first tools/list rendered                target < 250 ms');
    console.log(
      `  cold load of /lab             ${firstList.toFixed(0).padStart(5)} ms   ${verdict(args, firstList < 250)}`,
    );
    console.log(`  "Lab" link from the index    ${soft.toFixed(0).padStart(5)} ms   ${verdict(args, soft < 250)}`);
    console.log(
      `  repeat visit (caches warm)   ${repeat.toFixed(0).padStart(5)} ms   (not judged; served by the service worker)`,
    );
    ok &&= firstList < 250 && soft < 250;
    Object.assign(summary, {
      coldFirstListMs: round(firstList),
      inAppFirstListMs: round(soft),
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
    const median = clicks[Math.floor(clicks.length / 2)];
    console.log(
      `\n"Call tool" click → result rendered: median ${median.toFixed(1)} ms, max ${clicks.at(-1)!.toFixed(1)} ms over ${clicks.length}   target ≤ 17 ms: ${verdict(args, median <= 17)}`,
    );
    ok &&= median <= 17;
    summary.callToResultMedianMs = round(median);

    // 4. The longest task while 10,000 trace messages scroll.
    const filled = await page.evaluate(async (target) => {
      const lab = window.mcpaLab!;
      while (lab.trace().length < target) await lab.callTool('get_today', {});
      return lab.trace().length;
    }, scale.trace);
    await page.waitForTimeout(500);
    const longest = await page.evaluate(async () => {
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
    });
    console.log(
      `\nScrolling ${filled} trace messages: longest task ${longest ? `${longest.toFixed(0)} ms` : 'none over 50 ms'}   target no task over 50 ms: ${verdict(args, longest <= 50)}`,
    );
    ok &&= longest <= 50;
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
