/**
 * What a page makes the browser download once it has settled: every script and stylesheet response (lazily
 * loaded chunks included, which the prerendered HTML does not list), raw and gzip (level 6, as bench:pages).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface PageBytes {
  files: number;
  raw: number;
  gzip: number;
}

/** Loads `url` in a fresh context (`init` seeds its storage), waits until `ready` (a selector) shows, and counts. */
export async function pageBytes(
  browser: Browser,
  url: string,
  ready: string,
  init?: { key: string; value: string },
): Promise<PageBytes> {
  // No service worker: a cached response would not be counted the way a first visit downloads it.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (init)
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [init.key, init.value] as const);
  const page = await context.newPage();
  const pending: Promise<Buffer | null>[] = [];
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || type === 'stylesheet') pending.push(r.body().catch(() => null));
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const bodies = (await Promise.all(pending)).filter((b): b is Buffer => b !== null);
  await context.close();
  return {
    files: bodies.length,
    raw: bodies.reduce((n, b) => n + b.length, 0),
    gzip: bodies.reduce((n, b) => n + gzipSync(b).length, 0),
  };
}
