import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Question } from '@/lib/quiz/schema';
import { deriveKeys, fromBase64Url } from '@/lib/sync-client/crypto';
import { parseFragment } from '@/lib/sync-client/pairing';
import { AppInstance, freePort } from '../../scripts/live-sim/instances';
import { builtContent, expect, expectStrictCsp, questionCard, seriousAxeViolations, test } from './fixtures';
import { storedSyncBlobs } from './sync-db';

/**
 * Progress on every device, end to end: three browser contexts (three devices) sync through an app server of
 * this spec's own (its own database folder, read at the end to check the stored blobs are opaque). Every
 * request any device sends is recorded, and none may carry the link's key.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

type Sent = { url: string; headers: Record<string, string>; body: string };
let app: AppInstance;
const sent: Sent[] = [];
const pending: Promise<unknown>[] = [];
const questions = () =>
  builtContent()
    .questions.filter((q) => q.type === 'truefalse')
    .slice(0, 5);

test.beforeAll(async () => {
  app = new AppInstance({ name: 'sync', port: await freePort(), host: 'localhost', ownDataDir: true });
  await app.start();
});
test.afterAll(async () => app?.dispose());
test.afterEach(({}, info) => {
  if (info.status !== info.expectedStatus || process.env.SYNC_LOG) console.log(syncLog.join('\n'));
});

/** Each device's sync requests and their answers, printed when the test fails. */
const syncLog: string[] = [];
let devices = 0;

async function device(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: app.base, serviceWorkers: 'block' });
  const name = 'ABC'[devices++];
  const t0 = Date.now();
  context.on('response', (r) => {
    if (r.url().includes('/api/sync/'))
      syncLog.push(`${Date.now() - t0}ms ${name} ${r.request().method()} ${r.status()}`);
  });
  context.on('requestfailed', (r) => {
    if (r.url().includes('/api/sync/')) syncLog.push(`${Date.now() - t0}ms ${name} ${r.method()} failed`);
  });
  context.on('request', (r) => {
    // What goes on the wire: a URL's fragment is never sent (nor put in a Referer), so it is left out here.
    const url = new URL(r.url());
    url.hash = '';
    pending.push(
      r
        .allHeaders()
        .then((headers) =>
          sent.push({ url: url.toString(), headers, body: r.postDataBuffer()?.toString('latin1') ?? '' }),
        ),
    );
  });
  return { context, page: await context.newPage() };
}

async function answer(page: Page, q: Question) {
  const card = questionCard(page, q);
  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: 'Check answer' }).click();
  await expect(card.getByRole('status').filter({ hasText: /Correct\.|Not quite\./ })).toBeVisible();
}

const answered = (page: Page, n: number) =>
  expect(page.getByText(new RegExp(`You have answered ${n} of \\d+ questions`))).toBeVisible({ timeout: 15_000 });
const dueText = (page: Page) => page.getByRole('region', { name: 'Reviews due in the next 7 days' }).innerText();
const syncSection = (page: Page) => page.getByRole('region', { name: 'Use on another device' });
const isSync = (page: Page, method: string, status?: number) =>
  page.waitForResponse(
    (r) => r.request().method() === method && r.url().includes('/api/sync/') && (!status || r.status() === status),
    { timeout: 60_000 },
  );
const isPut = (page: Page, status?: number) => isSync(page, 'PUT', status);

test('three devices sync through an encrypted copy: offline work, racing writes, a tampered blob', async ({
  browser,
}) => {
  const [q1, q2, q3, q4, q5] = questions();
  const a = await device(browser);
  const b = await device(browser);

  // A answers, then pairs.
  await a.page.goto(`/quiz/practice?set=${q1.id}`);
  await answer(a.page, q1);
  await a.page.goto('/quiz/progress');
  await answered(a.page, 1);
  await syncSection(a.page).getByRole('button', { name: 'Use on another device' }).click();
  const linkBox = syncSection(a.page).getByRole('textbox', { name: 'Pairing link' });
  await expect(linkBox).toHaveValue(/\/sync#/);
  await expect(syncSection(a.page).getByRole('img', { name: 'QR code of the pairing link' })).toBeVisible();
  await expect(syncSection(a.page).getByRole('status').first()).toContainText('Synced');
  const link = await linkBox.inputValue();
  const pairing = parseFragment(new URL(link).hash)!;
  expect(pairing).not.toBeNull();
  expect(await seriousAxeViolations(a.page)).toEqual([]);

  // B opens the link, joins, and has A's answer; the key leaves the address bar.
  await b.page.goto(link);
  await b.page.getByRole('button', { name: 'Join and merge' }).click();
  await expect(b.page.getByText('This device now syncs')).toBeVisible();
  expect(new URL(b.page.url()).hash).toBe('');
  expect(await seriousAxeViolations(b.page)).toEqual([]);
  await b.page.getByRole('link', { name: 'See your progress' }).click();
  await answered(b.page, 1);

  // Both offline; each answers a different question; both online again.
  // Each page has synced once on load (its sync code is here) before the network goes.
  const loaded = [isSync(a.page, 'GET'), isSync(b.page, 'GET')];
  await a.page.goto(`/quiz/practice?set=${q2.id}`);
  await b.page.goto(`/quiz/practice?set=${q3.id}`);
  await Promise.all(loaded);
  await expect(questionCard(a.page, q2)).toBeVisible();
  await expect(questionCard(b.page, q3)).toBeVisible();
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await answer(a.page, q2);
  await answer(b.page, q3);
  await a.page.waitForTimeout(3_000); // past the debounce: the sync finds no network and waits for it
  const [aUp, bUp] = [isPut(a.page, 200), isPut(b.page, 200)];
  await a.context.setOffline(false);
  await b.context.setOffline(false);
  await Promise.all([aUp, bUp]);
  for (const d of [a, b]) await d.page.goto('/quiz/progress');
  await answered(a.page, 3);
  await answered(b.page, 3);
  expect(await dueText(a.page)).toBe(await dueText(b.page));

  // A third device joins later and gets all of it.
  const c = await device(browser);
  await c.page.goto(link);
  await c.page.getByRole('button', { name: 'Join and merge' }).click();
  await expect(c.page.getByText('This device now syncs')).toBeVisible();
  await c.page.goto('/quiz/progress');
  await answered(c.page, 3);
  expect(await dueText(c.page)).toBe(await dueText(a.page));

  // Two devices write at once: B's write is held until A's has landed, so B's is refused (412), and B reads
  // again, merges and writes; neither answer is lost.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  await b.page.route('**/api/sync/spaces/**', async (route) => {
    if (route.request().method() === 'PUT') {
      holding();
      await released;
    }
    await route.continue();
  });
  const refused = isPut(b.page, 412);
  await a.page.goto(`/quiz/practice?set=${q4.id}`);
  await b.page.goto(`/quiz/practice?set=${q5.id}`);
  await answer(b.page, q5);
  await held; // B has read the copy and waits at its write
  const aLanded = isPut(a.page, 200);
  await answer(a.page, q4);
  await aLanded;
  const bLanded = isPut(b.page, 200);
  release();
  await refused;
  await bLanded;
  await b.page.unroute('**/api/sync/spaces/**');
  for (const d of [a, b]) await d.page.goto('/quiz/progress');
  await answered(a.page, 5);
  await answered(b.page, 5);
  expect(await dueText(a.page)).toBe(await dueText(b.page));

  // A tampered blob on the server: A says so and keeps its progress.
  const { token } = await deriveKeys(pairing.linkKey);
  const url = `${app.base}/api/sync/spaces/${pairing.spaceId}`;
  const got = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(got.status).toBe(200);
  const blob = new Uint8Array(await got.arrayBuffer());
  blob[Math.floor(blob.length / 2)] ^= 0x01;
  const put = await fetch(url, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${token}`,
      'If-Match': got.headers.get('ETag')!,
      'Content-Type': 'application/octet-stream',
    },
    body: blob,
  });
  expect(put.status).toBe(200);
  await a.page.reload();
  await expect(syncSection(a.page).getByRole('status').first()).toContainText(
    'The synced copy could not be decrypted: it was altered',
  );
  await answered(a.page, 5);

  // No request of any device carried the link's key, in any spelling.
  const key = fromBase64Url(pairing.linkKey);
  const forms = [
    pairing.linkKey,
    Buffer.from(key).toString('hex'),
    Buffer.from(key).toString('base64').replace(/=+$/, ''),
  ];
  await Promise.all(pending);
  expect(sent.length).toBeGreaterThan(20);
  const leaks = sent.filter((s) => forms.some((f) => JSON.stringify(s).toLowerCase().includes(f.toLowerCase())));
  expect(leaks.map((s) => s.url)).toEqual([]);
  expect(sent.some((s) => s.url.includes(pairing.spaceId))).toBe(true);

  for (const d of [a, b, c]) await d.context.close();

  // The stored blobs hold no question id: read from the server's own database once it has stopped.
  await app.stop();
  const rows = await storedSyncBlobs({ dataDir: app.dataDir });
  expect(rows.map((r) => r.id)).toContain(pairing.spaceId);
  const ids = builtContent().questions.map((q) => q.id);
  for (const row of rows) {
    const text = Buffer.from(row.blob).toString('latin1');
    expect(ids.filter((id) => text.includes(id))).toEqual([]);
  }
});

test('pairing on a phone, by keyboard, in both themes; stopping and deleting ask first; a bad link says so', async ({
  browser,
}) => {
  if (!app.up) await app.start(); // the first test stops it to read its database
  const context = await browser.newContext({ baseURL: app.base, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/quiz/progress');
  const section = syncSection(page);
  const create = section.getByRole('button', { name: 'Use on another device' });
  await create.focus();
  await page.keyboard.press('Enter');
  const linkBox = section.getByRole('textbox', { name: 'Pairing link' });
  await expect(linkBox).toHaveValue(/\/sync#/);
  const pairing = parseFragment(new URL(await linkBox.inputValue()).hash)!;
  await expect(section.getByRole('status').first()).toContainText('Synced');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousAxeViolations(page), colorScheme).toEqual([]);
  }

  // Stop syncing here: asks, then forgets the pairing; the server copy stays.
  await section.getByRole('button', { name: 'Stop syncing here' }).click();
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByRole('button', { name: 'Stop syncing here' })).toBeVisible();
  await section.getByRole('button', { name: 'Stop syncing here' }).click();
  await section.getByRole('button', { name: 'Yes, stop syncing here' }).click();
  await expect(create).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mcpa-lab:sync'))).toBeNull();
  const { token } = await deriveKeys(pairing.linkKey);
  const url = `${app.base}/api/sync/spaces/${pairing.spaceId}`;
  expect((await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);

  // Join again from the link, then delete the server copy: asks, sends DELETE, forgets the pairing.
  await page.goto(`/sync#${pairing.spaceId}.${pairing.linkKey}`);
  await page.getByRole('button', { name: 'Join and merge' }).click();
  await expect(page.getByText('This device now syncs')).toBeVisible();
  await page.goto('/quiz/progress');
  await section.getByRole('button', { name: 'Delete the server copy' }).click();
  await section.getByRole('button', { name: 'Yes, delete the server copy' }).click();
  await expect(create).toBeVisible();
  expect((await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);

  // A link cut short.
  const cut = await page.goto(`/sync#${pairing.spaceId}`);
  expectStrictCsp(cut?.headers()['content-security-policy'], '/sync');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This address holds no pairing link, or only part of one.',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
