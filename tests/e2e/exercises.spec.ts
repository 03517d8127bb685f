import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { SANDBOX_POLICY } from '@/lib/csp/sandbox-policy';
import { builtContent, expect, expectStrictCsp, seriousAxeViolations, test } from './fixtures';

const exercises = () => builtContent().exercises;

/**
 * Replaces the editor's contents by typing, key by key, as a learner would (the editor indents each new line
 * itself, so the typed code gains some indentation; TypeScript does not mind).
 */
async function setCode(page: Page, code: string, how: 'type' | 'paste' = 'type') {
  const editor = page.locator('.cm-content');
  await expect(editor).toHaveAccessibleName('Code');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // 'paste' is one input event with the whole text, as a paste gives.
  if (how === 'paste') await page.keyboard.insertText(code);
  else await page.keyboard.type(code);
}

const status = (page: Page) => page.getByRole('status').and(page.locator('.workbench__status'));
const results = (page: Page) => page.getByRole('list', { name: 'Test results' }).getByRole('listitem');

async function runTests(page: Page, count: number) {
  await page.getByRole('button', { name: 'Run tests' }).click();
  await expect(status(page).filter({ hasText: `of ${count} cases passed` })).toBeVisible({
    timeout: 30_000,
  });
  return page.getByRole('list', { name: 'Test results' }).locator(':scope > li');
}

// One test per exercise, each with its own time: typing a solution key by key takes most of a minute on a busy
// machine. (exercises-all.spec runs every exercise's solution; this one types it as a learner would.)
for (const ex of exercises().slice(0, 3)) {
  test(`${ex.id}: the typed reference solution passes every case; a wrong one fails with the wire fact`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const response = await page.goto(`/exercises/${ex.id}`);
    expectStrictCsp(response?.headers()['content-security-policy'], `/exercises/${ex.id}`);
    await setCode(page, ex.solution);
    const items = await runTests(page, ex.caseNames.length);
    await expect(items).toHaveCount(ex.caseNames.length);
    for (const item of await items.all()) await expect(item).toHaveAttribute('data-status', 'passed');

    const wrong = ex.wrong[0];
    await setCode(page, wrong.code, 'paste');
    const after = await runTests(page, ex.caseNames.length);
    // The status line still reads the last run's count until this run ends: wait for the failure itself.
    await expect(
      after.and(page.locator('[data-status="failed"]')).filter({ hasText: wrong.expect }).first(),
    ).toBeVisible({ timeout: 30_000 });
    // After a failed run the reference solution can be shown.
    await page.getByRole('button', { name: 'Show the reference solution' }).click();
    await expect(page.getByRole('heading', { name: 'The reference solution' })).toBeVisible();
  });
}

test('an endless top-level loop is stopped within 3 s as a timeout, and the page answers input meanwhile', async ({
  page,
}) => {
  const ex = exercises()[0];
  await page.goto(`/exercises/${ex.id}`);
  await setCode(page, `${ex.starter}\nwhile (true) {}\n`);
  // The sandbox is started before the first run (once the page is idle): wait for it like a learner reading.
  await page.waitForLoadState('networkidle');
  // Timed in the page, from the click to the first timeout shown, so the test's own steps do not count.
  await page.evaluate(() => {
    const w = window as unknown as { clickedAt?: number; timedOutAt?: number };
    document.addEventListener('click', () => (w.clickedAt ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-status="timeout"]')) w.timedOutAt ??= performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: 'Run tests' }).click();
  await expect(status(page)).toContainText('Running case 1 of');
  // While the loop spins in the worker, the editor still takes keys.
  await page.locator('.cm-content').press('End');
  await page.keyboard.type('// typed');
  await expect(page.locator('.cm-content')).toContainText('// typed');
  await expect(status(page)).toContainText('Running case 1 of');
  const first = results(page).first();
  await expect(first).toHaveAttribute('data-status', 'timeout', { timeout: 5_000 });
  const took = await page.evaluate(() => {
    const w = window as unknown as { clickedAt?: number; timedOutAt?: number };
    return (w.timedOutAt ?? Infinity) - (w.clickedAt ?? 0);
  });
  expect(took).toBeGreaterThanOrEqual(2_000);
  expect(took).toBeLessThanOrEqual(3_000);
  await expect(first).toContainText('did not finish');
  await expect(results(page)).toHaveCount(ex.caseNames.length);
  for (const item of await results(page).all()) await expect(item).toHaveAttribute('data-status', 'timeout');
});

test.describe('the sandbox reaches nothing', () => {
  let listener: Server;
  let port = 0;
  const hits: string[] = [];
  test.beforeAll(async () => {
    listener = createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end('self.reached = true;');
    });
    listener.on('upgrade', (req, socket) => {
      hits.push(`UPGRADE ${req.url}`);
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  test.afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  const attacks: [string, (url: string) => string][] = [
    ['fetch', (url) => `await fetch('${url}/fetch');`],
    ['XMLHttpRequest', (url) => `const x = new XMLHttpRequest(); x.open('GET', '${url}/xhr'); x.send();`],
    ['WebSocket', (url) => `new WebSocket('${url.replace('http', 'ws')}/ws');`],
    ['EventSource', (url) => `new EventSource('${url}/sse');`],
    ['importScripts', (url) => `(self as any).importScripts('${url}/import.js');`],
    ['dynamic import', (url) => `await import('${url}/module.js');`],
    ['document', () => `document.title = 'reached';`],
    ['localStorage', () => `localStorage.setItem('reached', '1');`],
    ['indexedDB', () => `indexedDB.open('reached');`],
    ['BroadcastChannel', () => `new BroadcastChannel('mcpa').postMessage('reached');`],
    ['caches', () => `await caches.open('reached');`],
    [
      'a forged result',
      () =>
        `(self as any).postMessage({ type: 'result', result: { name: 'x', status: 'passed', message: '', trace: [], durationMs: 0 } });`,
    ],
  ];

  test('fetch, XHR, WebSocket, EventSource, importScripts, import(), the DOM, storage and channels: each case reports error', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const ex = exercises()[0];
    const url = `http://127.0.0.1:${port}`;
    await page.goto(`/exercises/${ex.id}`);
    await page.evaluate(() => localStorage.removeItem('reached'));
    for (const [name, attack] of attacks) {
      await setCode(
        page,
        `export async function ${ex.entry}(...args: unknown[]): Promise<unknown> {\n  ${attack(url)}\n  return args;\n}\n`,
      );
      const items = await runTests(page, ex.caseNames.length);
      await expect(items.first(), name).toHaveAttribute('data-status', 'error');
      await expect(status(page), name).toContainText('0 of');
    }
    // Give anything that did get out time to arrive.
    await page.waitForTimeout(500);
    expect(hits).toEqual([]);
    expect(await page.evaluate(() => [document.title.includes('reached'), localStorage.getItem('reached')])).toEqual([
      false,
      null,
    ]);
  });

  test("the worker's script carries the sandbox's own CSP: no source for scripts, no connections", async ({
    request,
  }) => {
    const response = await request.get('/exercise-sandbox/worker.js');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-security-policy']).toBe(SANDBOX_POLICY);
    expect(SANDBOX_POLICY).toContain("connect-src 'none'");
    expect(SANDBOX_POLICY).toMatch(/script-src 'unsafe-eval'(;|$)/);
  });
});

test('keyboard only: Tab into the editor, write, Tab to "Run tests", Enter', async ({ page }) => {
  const ex = exercises()[0];
  await page.goto(`/exercises/${ex.id}`);
  const editor = page.locator('.cm-content');
  await expect(editor).toBeVisible();
  let presses = 0;
  // The editor lives in a shadow root (see code-editor.tsx): focus is judged there.
  const focused = () => editor.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);
  while (presses++ < 60 && !(await focused())) await page.keyboard.press('Tab');
  expect(await focused()).toBe(true);
  // Undo takes back what was typed.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('// a note');
  await expect(editor).toContainText('// a note');
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(editor).not.toContainText('// a note');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(ex.solution);
  // Tab leaves the editor for the next control.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Run tests' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `${ex.caseNames.length} of ${ex.caseNames.length} cases passed` }),
  ).toBeVisible({ timeout: 30_000 });
});

test('exercise pages: strict CSP, axe in both themes, the index shows status, the lesson links the exercise, the dashboard counts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const all = exercises();
  for (const ex of all) {
    const response = await page.goto(`/exercises/${ex.id}`);
    expectStrictCsp(response?.headers()['content-security-policy'], `/exercises/${ex.id}`);
  }
  const ex = all[0];
  await page.goto(`/exercises/${ex.id}`);
  await setCode(page, ex.wrong[0].code);
  await runTests(page, ex.caseNames.length);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousAxeViolations(page), `/exercises/${ex.id} in ${colorScheme}`).toEqual([]);
  }
  await setCode(page, ex.solution);
  await runTests(page, ex.caseNames.length);

  const index = await page.goto('/exercises');
  expectStrictCsp(index?.headers()['content-security-policy'], '/exercises');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: ex.title }) });
  await expect(item).toContainText('Passed');
  if (all.length > 1) await expect(page.getByRole('listitem').filter({ hasText: 'Not started' }).first()).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousAxeViolations(page), `/exercises in ${colorScheme}`).toEqual([]);
  }

  await page.goto(ex.sectionHref);
  await page
    .getByRole('complementary', { name: `Code exercise: ${ex.title}` })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(new RegExp(`/exercises/${ex.id}$`));

  await page.goto('/quiz/progress');
  await expect(page.getByText(`Code exercises: 1 of ${all.length} passed, 1 tried`)).toBeVisible();
});

test('the link back to the list loads the list on intent, not with every exercise page, and leads there', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/exercises') requested.push(r.url());
  });
  await page.goto(`/exercises/${exercises()[0].id}`);
  await expect(page.locator('.cm-content')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  const link = page.getByRole('link', { name: 'Code exercises' });
  await link.hover();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(/\/exercises$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
