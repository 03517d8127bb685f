import { SANDBOX_POLICY } from '@/lib/csp/sandbox-policy';
import { AppServer, freePort } from './live-api-kit';
import { builtContent, expect, expectFailedLoads, test } from './fixtures';

// The service worker the rest of the suite blocks, and a server of its own that the test stops: offline here
// means the server is really gone.
test.use({ serviceWorkers: 'allow' });

let server: AppServer | undefined;
test.afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

test('offline after one visit, an exercise still runs, in a worker that keeps its own CSP', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const ex = builtContent().exercises[0];
  server = new AppServer(await freePort());
  await server.start();
  await page.goto(`${server.base}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.includes('precache'));
    const urls = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
    return urls.flat().map((u) => new URL(u).pathname);
  });
  for (const p of ['/exercises', `/exercises/${ex.id}`, '/exercise-sandbox/worker.js']) expect(cached, p).toContain(p);
  await page.waitForLoadState('networkidle');
  await server.kill();
  expectFailedLoads(page, /[?&]_rsc=/);
  await context.setOffline(true);

  await page.goto(`${server.base}/exercises/${ex.id}`);
  // The worker's script, as the service worker answers it: the sandbox's policy came with it into the cache.
  const policy = await page.evaluate(async () =>
    (await fetch('/exercise-sandbox/worker.js')).headers.get('content-security-policy'),
  );
  expect(policy).toBe(SANDBOX_POLICY);

  const editor = page.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(ex.solution);
  await page.getByRole('button', { name: 'Run tests' }).click();
  const done = `${ex.caseNames.length} of ${ex.caseNames.length} cases passed`;
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible({ timeout: 30_000 });
  const items = page.getByRole('list', { name: 'Test results' }).locator(':scope > li');
  for (const item of await items.all()) await expect(item).toHaveAttribute('data-status', 'passed');
});
