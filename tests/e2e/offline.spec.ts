import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readAssetUrls } from '@/lib/content/hashed-assets';
import { AppServer, freePort } from './live-api-kit';
import { builtContent, expect, expectConsoleError, expectFailedLoads, seriousAxeViolations, test } from './fixtures';

// These specs need the service worker the rest of the suite blocks, and a server of their own they can stop:
// offline here means the server is really gone, not only the browser's network switched off.
test.use({ serviceWorkers: 'allow' });

// Every server a test starts is stopped and its data folder deleted, whether the test passed or not.
const servers: AppServer[] = [];
const serverOn = (port: number, cwd?: string) => {
  const server = new AppServer(port, {}, cwd);
  servers.push(server);
  return server;
};
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.dispose()));
});

/** Waits until the service worker has installed (so the precache is complete) and controls the page. */
async function waitForOfflineReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The build the controlling service worker serves (it answers a GET_VERSION message). */
function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<string>) => resolve(event.data);
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

/**
 * The build's chunks by router (.next/build-manifest.json): the app's root files, which every page loads, and those
 * only the Pages Router would (its runtime, built for the live API routes in pages/), as paths.
 */
function buildChunks(): { appRoot: string[]; pagesOnly: string[] } {
  const manifest = JSON.parse(
    readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'build-manifest.json'), 'utf8'),
  ) as { rootMainFiles: string[]; polyfillFiles: string[]; pages: Record<string, string[]> };
  const app = new Set([...manifest.rootMainFiles, ...manifest.polyfillFiles]);
  const pagesOnly = [...new Set(Object.values(manifest.pages).flat())].filter((f) => !app.has(f));
  return { appRoot: manifest.rootMainFiles.map((f) => `/_next/${f}`), pagesOnly: pagesOnly.map((f) => `/_next/${f}`) };
}

/** Every URL in the precache, as paths. */
function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.includes('precache'));
    const urls = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
    return urls.flat().map((u) => new URL(u).pathname);
  });
}

test('offline after one visit: lessons, practice, an exam, the lab, a card and the dashboard work; live says it needs a connection', async ({
  page,
  context,
}) => {
  // Servers of its own, a service worker that precaches the whole app: slow on a busy machine.
  test.setTimeout(240_000);
  const content = builtContent();
  const server = serverOn(await freePort());
  await server.start();
  try {
    await page.goto(`${server.base}/`);
    await waitForOfflineReady(page);
    const cached = await precachedPaths(page);
    const { quizBank, searchIndex } = readAssetUrls();
    for (const p of ['/', '/lab', '/quiz/exam', quizBank, searchIndex, '/lab-engine/engine.js'])
      expect(cached, p).toContain(p);
    // Only this build's bank and index: public/data also keeps older versions for pages built before them.
    expect(cached.filter((p) => p.startsWith('/data/')).sort()).toEqual([quizBank, searchIndex].sort());
    expect(cached.filter((p) => p.startsWith('/lessons/')).length).toBeGreaterThanOrEqual(content.lessons.length * 3);
    expect(cached.filter((p) => p.startsWith('/lab-engine/chunk-')).length).toBeGreaterThan(0);
    // The app's own chunks, and none that only the Pages Router would load: no page needs them.
    const { appRoot, pagesOnly } = buildChunks();
    for (const p of appRoot) expect(cached, p).toContain(p);
    expect(cached.filter((p) => pagesOnly.includes(p))).toEqual([]);
    // Nothing in flight when the server goes: a cut response would be a failure of its own.
    await page.waitForLoadState('networkidle');
  } finally {
    await server.kill();
  }
  // From here, what the service worker rightly leaves to the network fails: Next's prefetches of pages (RSC
  // requests) and the live classes' API. Chromium logs each; any other failed load still fails the test.
  expectFailedLoads(page, /[?&]_rsc=|\/api\/live\//);

  // The server gone while the browser still thinks it is online: a live class's request fails, and the page says
  // what that means.
  await page.goto(`${server.base}/live`);
  await page.getByLabel('Join code').fill('ACDEFG');
  await page.getByLabel('Nickname').fill('Ada');
  await page.getByRole('button', { name: 'Join the class' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The server could not be reached' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live classes need a connection' })).toBeVisible();
  await page.goto(`${server.base}/`);

  await context.setOffline(true);

  // Client navigation from the index: unless a prefetch got there first, its RSC request fails (Next logs that)
  // and the router falls back to a browser navigation, which the service worker answers from the precache.
  expectConsoleError(page, /^Failed to fetch RSC payload for .*Falling back to browser navigation/);
  const [first, second] = content.lessons;
  await page.getByRole('link', { name: first.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  // A full navigation, as when the app is opened again from the home screen.
  await page.goto(`${server.base}/lessons/${second.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();

  // A practice question, answered and checked.
  const q = content.questions.find((x) => x.type === 'single')!;
  await page.goto(`${server.base}/quiz/practice?set=${q.id}`);
  const form = page.getByRole('form', { name: 'Answer' });
  await form.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Correct\.|Not quite\./ })).toBeVisible();

  // An exam starts.
  await page.goto(`${server.base}/quiz/exam`);
  await page.getByLabel(/^Questions/).fill('4');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByText('Question 1 of 4')).toBeVisible();

  // The lab: its engine and schemas come from the cache; tools/list crosses the in-tab wire.
  await page.goto(`${server.base}/lab`);
  await expect(page.getByRole('region', { name: 'Tools' })).toContainText('get_today');
  await expect(page.getByRole('region', { name: 'Wire trace' })).toContainText(/tools\/list/);

  const card = content.cards[0];
  await page.goto(`${server.base}/cards/${card.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${server.base}/quiz/progress`);
  // The dashboard reads the bank from the cache and counts the answer given offline.
  await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
  await expect(page.getByText(/You have answered 1 of \d+ questions/)).toBeVisible();

  for (const live of ['/live', '/live/host']) {
    await page.goto(`${server.base}${live}`);
    // Chromium 150 (Debian's today) no longer carries the emulated offline state into a document the service
    // worker served: navigator.onLine reads true there. Stating it again reaches the new document (the server is
    // gone, so the moment online reaches nothing).
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Live classes need a connection' })).toBeVisible();
  }
});

/**
 * A "new build" without a second `next build` (minutes on this machine): the same .next and public files in a
 * folder of their own, with a service worker built again by `serwist build` under another version, so its bytes
 * differ exactly as a deploy's would.
 */
function stageNewBuild(version: string): string {
  const root = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), 'mcpa-next-build-'));
  for (const name of ['.next', 'node_modules', 'package.json', 'next.config.mjs'])
    symlinkSync(path.join(root, name), path.join(dir, name));
  mkdirSync(path.join(dir, 'public'));
  for (const name of ['lab-engine', 'exercise-sandbox', 'icons'])
    symlinkSync(path.join(root, 'public', name), path.join(dir, 'public', name));
  const built = spawnSync(path.join(root, 'node_modules', '.bin', 'serwist'), ['build'], {
    cwd: root,
    env: { ...process.env, SW_VERSION: version, SW_DEST: path.join(dir, 'public', 'sw.js') },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`serwist build failed:\n${built.stdout}\n${built.stderr}`);
  return dir;
}

test('a new build served: "A new version is ready", Reload switches versions, progress survives', async ({ page }) => {
  // Servers of its own, a service worker that precaches the whole app: slow on a busy machine.
  test.setTimeout(240_000);
  const lesson = builtContent().lessons[0];
  const port = await freePort();
  const oldServer = serverOn(port);
  await oldServer.start();
  const buildId = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  await page.goto(`${oldServer.base}/lessons/${lesson.slug}`);
  await waitForOfflineReady(page);
  expect(await workerVersion(page)).toBe(buildId);
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByRole('button', { name: '✓ Completed' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // From the kill until the new server is up, a prefetch of a page the lesson links to (an RSC request, which the
  // worker leaves to the network) can be cut or find no server: Chromium logs it. Any other failed load still
  // fails the test.
  expectFailedLoads(page, /[?&]_rsc=/);
  await oldServer.kill();

  const staged = stageNewBuild(`${buildId}-next`);
  const newServer = serverOn(port, staged);
  try {
    await newServer.start();
    // The next visit finds the new worker; it installs and waits, and the page (still the old build) offers it.
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    expect(await workerVersion(page)).toBe(buildId);
    await expect(page.getByRole('button', { name: '✓ Completed' })).toBeVisible();
    // Readable and accessible in both themes, and within a 320 px screen.
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await seriousAxeViolations(page), theme).toEqual([]);
    }
    await page.setViewportSize({ width: 320, height: 640 });
    const box = (await prompt.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 320).toBe(true);

    // Keyboard: the Reload button is reachable and pressing it switches to the new build.
    await prompt.getByRole('button', { name: 'Reload' }).focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await workerVersion(page)).toBe(`${buildId}-next`);
    await expect(page.getByText('A new version is ready')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '✓ Completed' })).toBeVisible();
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
});

test('installable: the manifest names the app, opens standalone in the theme colours, and its icons load', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  const lightTheme = await page.locator('meta[name="theme-color"][media*="light"]').getAttribute('content');
  expect(manifest).toMatchObject({
    name: 'MCPA Lab',
    short_name: 'MCPA Lab',
    start_url: '/',
    display: 'standalone',
    theme_color: lightTheme,
    background_color: lightTheme,
  });
  const png = (size: number, purpose: string) =>
    manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && i.purpose === purpose);
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const) {
    const icon = png(size, purpose);
    expect(icon, `${size} ${purpose}`).toBeDefined();
    const response = await request.get(icon!.src);
    expect(response.headers()['content-type']).toBe('image/png');
    // The PNG's own header says its width and height (IHDR, bytes 16–23).
    const body = await response.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([size, size]);
  }
});

test('the worker registers once the page has settled; a page already offline by then registers when back online', async ({
  page,
  context,
}) => {
  const registered = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  await page.goto('/');
  // The page's own loading and its idle prefetches finish first; the worker waits 2 s after `load`, then idle
  // (components/offline/service-worker.tsx).
  await page.waitForLoadState('networkidle');
  expect(await registered()).toBe(false);
  // A page prefetch Next starts later (an RSC request) fails offline: expected. The registration's code is a
  // script chunk, which this does not cover.
  expectFailedLoads(page, /[?&]_rsc=/);
  await context.setOffline(true);
  // Past the wait (2 s, then up to 3 s for idle): offline, the registration's code is not even requested, so
  // nothing fails (the fixture fails the test on any failed load or page error).
  await page.waitForTimeout(6_000);
  expect(await registered()).toBe(false);
  await context.setOffline(false);
  await waitForOfflineReady(page);
  expect(await registered()).toBe(true);
});
