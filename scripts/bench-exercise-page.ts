import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

/**
 * bench:lab-ui's exercisePageKB: everything one exercise page loads (gzip), counted once the learner has pressed
 * "Run tests" and every case has a result, so the editor and the sandbox worker are in. No service worker, so
 * every byte comes over the network. Returns bytes, and which files were the largest. The lab engine the header's
 * Lab link prefetches once the browser is idle (for /lab, not for the exercise: the sandbox has its own copy) is
 * counted apart, as on the empty page: whether it falls inside the run depends on how long the run takes.
 */
export async function exercisePageBytes(
  browser: Browser,
  base: string,
): Promise<{ total: number; worker: number; labPrefetch: number; files: { url: string; bytes: number }[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (r: Response) =>
    void pending.push(
      r
        .body()
        .then((body) => void sizes.set(r.url(), gzipSync(body).length))
        .catch(() => undefined),
    );
  page.on('response', onResponse);
  try {
    await page.goto(`${base}/exercises`);
    const first = await page.locator('.exercise-list a').first().getAttribute('href');
    if (!first) throw new Error('/exercises lists no exercise');
    sizes.clear();
    await page.goto(`${base}${first}`);
    await page.locator('.cm-content').waitFor();
    await page.getByRole('button', { name: 'Run tests' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /cases passed/ })
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    page.off('response', onResponse);
    await context.close();
  }
  // A worker's script may not reach the page's response events: then its size is that of the built file.
  let worker = [...sizes].filter(([url]) => url.includes('/exercise-sandbox/')).reduce((n, [, b]) => n + b, 0);
  if (worker === 0) {
    worker = gzipSync(readFileSync(path.join(process.cwd(), 'public/exercise-sandbox/worker.js'))).length;
    sizes.set(`${base}/exercise-sandbox/worker.js (the built file)`, worker);
  }
  const labPrefetch = [...sizes].filter(([url]) => url.includes('/lab-engine/')).reduce((n, [, b]) => n + b, 0);
  const total = [...sizes.values()].reduce((n, b) => n + b, 0) - labPrefetch;
  const files = [...sizes].map(([url, bytes]) => ({ url, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { total, worker, labPrefetch, files };
}
