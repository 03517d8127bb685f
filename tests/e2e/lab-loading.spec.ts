import type { Page, Response } from '@playwright/test';
import { builtContent, expect, expectFailedLoads, seriousAxeViolations, test } from './fixtures';

/** Marks of the lab engine in a script (its server's and client's names survive minifying), and its URL. */
const LAB_MARKERS = ['mcpa-lab-calendar', 'mcpa-lab-client'];
const isLabEngine = (url: string, body: string) =>
  url.includes('/lab-engine/') || LAB_MARKERS.some((marker) => body.includes(marker));

async function scriptBodies(page: Page, action: () => Promise<unknown>) {
  const urls = new Set<string>();
  const onResponse = (r: Response) => {
    if (r.request().resourceType() === 'script') urls.add(r.url());
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const scripts: { url: string; body: string }[] = [];
  for (const url of urls) scripts.push({ url, body: await (await page.request.get(url)).text() });
  return scripts;
}

/**
 * The header's Lab link fetches /lab ahead once the browser is idle (its payload names the engine, so the browser
 * loads that too, compiled and not run): a test of what a page loads for itself turns that off, as a data saver
 * does (components/ui/intent-link.tsx). Otherwise whether the idle callback falls before the page settles depends
 * on the machine's load. The prefetch has tests of its own (below, and in the lab-ui bench).
 */
const withoutIdlePrefetch = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));

test('pages without a lab never load the lab engine', async ({ page }) => {
  await withoutIdlePrefetch(page);
  const card = builtContent().cards[0];
  for (const route of ['/', `/cards/${card.slug}`]) {
    const scripts = await scriptBodies(page, () => page.goto(route));
    expect(scripts.length, route).toBeGreaterThan(0);
    expect(
      scripts.filter((s) => isLabEngine(s.url, s.body)).map((s) => s.url),
      route,
    ).toEqual([]);
  }
});

test('a lesson shows its lab as readable text first, and loads the lab when it comes into view', async ({ page }) => {
  const lesson = builtContent().lessons.find((l) => l.labPresets.includes('dropped-booking'))!;
  await withoutIdlePrefetch(page);
  const before = await scriptBodies(page, () => page.goto(`/lessons/${lesson.slug}`));
  const lab = page.getByRole('region', { name: /^Lab: / }).first();
  await expect(lab).toContainText('Live lab · loading');
  await expect(lab).toContainText('Arm the fault');
  expect(before.some((s) => isLabEngine(s.url, s.body))).toBe(false);
  const after = await scriptBodies(page, async () => {
    await lab.scrollIntoViewIfNeeded();
    await expect(lab.getByRole('status').first()).toContainText('Connected · MCP 2026-07-28', { timeout: 15_000 });
  });
  // The markers do find the engine once it is wanted: engine.js and the chunks it imports.
  const engine = after.filter((s) => s.url.includes('/lab-engine/'));
  expect(engine.some((s) => s.url.endsWith('/lab-engine/engine.js'))).toBe(true);
  expect(LAB_MARKERS.every((m) => engine.some((s) => s.body.includes(m)))).toBe(true);
});

test('a lab whose code cannot load says so, keeps its placeholder, and loads on "Try again"', async ({ page }) => {
  expectFailedLoads(page, /\/lab-engine\/engine\.js(\?retry=\d+)?$/);
  let refuse = true;
  await page.route('**/lab-engine/engine.js*', (route) =>
    refuse ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
  );
  await page.goto('/lab');
  const alert = page.getByRole('alert').filter({ hasText: 'The lab could not load.' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('Live lab · loading the MCP client and server into this page…')).toBeVisible();
  refuse = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Connected · MCP 2026-07-28', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(alert).toHaveCount(0);
});

test('keyboard only: run a scenario step and read which channel answered', async ({ page }) => {
  await page.goto('/lab?preset=unknown-tool');
  await expect(page.getByText('Connected · MCP 2026-07-28')).toBeVisible({ timeout: 15_000 });
  const run = page.getByRole('button', { name: 'Run step 1' });
  let reached = false;
  for (let i = 0; i < 80 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await run.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Last step: book_meting: jsonrpc-error')).toBeVisible();
  await expect(page.getByText('Scenario complete.')).toBeVisible();
});

test('at 320 px a lab full of results still never scrolls the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/lab?preset=content-gallery');
  await expect(page.getByText('Connected · MCP 2026-07-28')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Run step 1' }).click();
  await expect(page.getByText('Last step: room_tour: success')).toBeVisible();
  await page.getByRole('button', { name: 'Run step 2' }).click();
  await expect(page.getByText(/Last step: 1 content item/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

/** The head starts the lab was given on this page (lib/mcp/lab/warm-start.ts leaves a mark for each). */
const warmStarts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('mcpa-lab:warm-start').map((m) => Math.round(m.startTime)));

test('a full load of /lab starts its lab from the module script in its HTML, while the document loads', async ({
  page,
}) => {
  await page.goto('/lab');
  await expect(page.getByRole('region', { name: 'Tools' })).toContainText('get_today');
  const starts = await warmStarts(page);
  expect(starts).toHaveLength(1);
  // The script ran while the document was still loading (it holds back `load`).
  const load = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  );
  expect(starts[0]).toBeLessThan(load);
  // With a scenario, the scenario starts its own lab: no head start.
  await page.goto('/lab?preset=page-all');
  await expect(page.getByRole('region', { name: 'Tools' })).toBeVisible();
  expect(await warmStarts(page)).toEqual([]);
});

test("/lab's response preloads the panels' files, the ones a lesson's lab loads when it comes into view", async ({
  page,
  browser,
  baseURL,
}) => {
  const chunkRequests = (p: Page) => {
    const urls: string[] = [];
    p.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/_next/static/chunks/')) urls.push(pathname);
    });
    return urls;
  };
  // What the lab's own import asks for on a lesson, where nothing preloads it.
  const lesson = builtContent().lessons.find((l) => l.labPresets.length > 0)!;
  const context = await browser.newContext({ baseURL });
  const lessonPage = await context.newPage();
  await withoutIdlePrefetch(lessonPage);
  await lessonPage.goto(`/lessons/${lesson.slug}`);
  await lessonPage.waitForLoadState('networkidle');
  const lab = lessonPage.getByRole('region', { name: /^Lab: / }).first();
  const byLab = chunkRequests(lessonPage);
  await lab.scrollIntoViewIfNeeded();
  await expect(lab.getByRole('status').first()).toContainText('Connected · MCP 2026-07-28', { timeout: 15_000 });
  await context.close();
  expect(byLab.length).toBeGreaterThan(0);

  const onLab = chunkRequests(page);
  const response = await page.goto('/lab');
  const links = (response!.headers()['link'] ?? '').split(', ');
  expect(links).toContain('</lab-engine/engine.js>; rel=modulepreload');
  const preloaded = links.flatMap(
    (l) => /^<(\/_next\/static\/chunks\/[^>]+)>; rel=preload; as=(script|style)/.exec(l)?.[1] ?? [],
  );
  expect(preloaded.sort()).toEqual([...new Set(byLab)].sort());
  await expect(page.getByRole('region', { name: 'Tools' })).toContainText('get_today');
  await page.waitForLoadState('networkidle');
  // Each preloaded file was fetched once: the page's own import took the preloaded copy.
  for (const url of preloaded)
    expect(
      onLab.filter((u) => u === url),
      url,
    ).toHaveLength(1);
});

test("the Lab link's idle prefetch of /lab fetches its payload, not the panels' files the page preloads", async ({
  page,
}) => {
  const links = (await page.request.get('/lab')).headers()['link'] ?? '';
  const panels = links
    .split(', ')
    .flatMap((l) => /^<(\/_next\/static\/chunks\/[^>]+)>; rel=preload/.exec(l)?.[1] ?? []);
  expect(panels.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const prefetch = page.waitForRequest((r) => new URL(r.url()).pathname === '/lab' && r.resourceType() === 'fetch');
  await page.goto('/');
  await prefetch;
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => panels.includes(url))).toEqual([]);
});

test('opening /lab from the header starts one lab: the head start of the Lab link, not a second one', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('banner').getByRole('link', { name: 'Lab', exact: true });
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(/\/lab$/);
  await expect(page.getByRole('region', { name: 'Tools' })).toContainText('get_today');
  // React renders the page's module script (the engine, which the hover had loaded) on this navigation too; once
  // it is in the document, still one lab.
  await expect(page.locator('script[src="/lab-engine/engine.js"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await warmStarts(page)).toHaveLength(1);
});

test.describe('with the service worker in control', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the Lab link has the engine compiled ahead from the worker, and run only when the lab opens', async ({
    page,
  }) => {
    // The worker precaches the whole app first: slow on a busy machine.
    test.setTimeout(120_000);
    const preload = page.locator('link[rel="modulepreload"][href="/lab-engine/engine.js"]');
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The worker took control of this first visit: the engine is preloaded as a module from now on, not run.
    await expect(preload).toHaveCount(1);
    expect(await warmStarts(page)).toEqual([]);
    // A later page, in control from its start: preloaded from the worker's cache, nothing downloaded.
    const fromWorker = page.waitForResponse((r) => r.url().endsWith('/lab-engine/engine.js'));
    await page.reload();
    expect((await fromWorker).fromServiceWorker()).toBe(true);
    await expect(preload).toHaveCount(1);
    expect(await warmStarts(page)).toEqual([]);
    // The click runs it: one lab, which lists the first page.
    const link = page.getByRole('banner').getByRole('link', { name: 'Lab', exact: true });
    await link.hover();
    await link.click();
    await expect(page.getByRole('region', { name: 'Tools' })).toContainText('get_today');
    expect(await warmStarts(page)).toHaveLength(1);
  });
});
