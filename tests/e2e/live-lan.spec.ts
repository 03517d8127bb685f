import { networkInterfaces } from 'node:os';
import jsQR from 'jsqr';
import type { Browser, Page } from '@playwright/test';
import { isLoopbackHost, networkAddresses, originFor } from '@/lib/live/public-url';
import { builtContent, expect, test } from './fixtures';
import { AppServer, freePort } from './live-api-kit';

/**
 * The class reached from the instructor's own laptop: a host page on localhost must hand the room an address
 * their phones can open, and a phone (or a second tab) that opens the join link twice is one learner.
 */

const PHONE = { width: 360, height: 740 };
const lan = networkAddresses(networkInterfaces());

/** A learner's device: console errors, page errors and CSP violations fail the test at `check()`. */
async function device(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE });
  const problems: string[] = [];
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI}`);
    });
  });
  context.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()} (${m.location().url})`);
  });
  context.on('weberror', (e) => problems.push(`page error: ${e.error().message}`));
  const check = async (pages: Page[]) => {
    for (const p of pages) {
      const csp = await p.evaluate(() => window.__cspViolations ?? []);
      problems.push(...csp.map((v) => `CSP violation: ${v}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  };
  return { context, check };
}

/** Starts a one-question class from the host page and returns its join panel. */
async function startClass(host: Page, title: string) {
  const q = builtContent().questions.find((x) => x.type === 'single')!;
  await host.goto(`/live/host?set=${q.id}&title=${encodeURIComponent(title)}`);
  await host.getByRole('button', { name: 'Start the live class' }).click();
  // The first live request of a fresh server creates its database: that can take a while on a busy machine.
  await expect(host.getByRole('heading', { name: title })).toBeVisible({ timeout: 90_000 });
  const panel = host.getByRole('region', { name: /^Join at / });
  const code = (await panel.getByText(/^[0-9A-Z]{6}$/).textContent())!;
  return { panel, code };
}

/** Reads a QR code the way a phone does: from its pixels (a screenshot), not from the markup. */
async function decodeQr(browser: Browser, png: Buffer): Promise<string | null> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const image = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    // A wide white margin around it, as a camera sees a QR code on a projected page.
    const margin = 40;
    const canvas = document.createElement('canvas');
    canvas.width = img.width + 2 * margin;
    canvas.height = img.height + 2 * margin;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.drawImage(img, margin, margin);
    const data = g.getImageData(0, 0, canvas.width, canvas.height);
    return { pixels: Array.from(data.data), width: data.width, height: data.height };
  }, png.toString('base64'));
  await context.close();
  return jsQR(Uint8ClampedArray.from(image.pixels), image.width, image.height)?.data ?? null;
}

async function joinAs(page: Page, nickname: string) {
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join the class' }).click();
  await expect(page.getByRole('heading', { name: 'You are in' })).toBeVisible({ timeout: 30_000 });
}

test('a host page on localhost gives the room a network address: link, QR and a second browser joining by it', async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.skip(!lan.length, 'this machine has no non-loopback network address for a second device to use');
  test.setTimeout(180_000);
  const port = new URL(baseURL!).port;
  expect(isLoopbackHost(new URL(baseURL!).hostname), 'the host page must be opened on loopback').toBe(true);
  const { panel, code } = await startClass(host, 'LAN class');
  const expected = originFor(lan[0], 'http:', port);

  // The link and the heading name the first (IPv4) network address, never localhost.
  const link = panel.getByRole('link', { name: new RegExp(`/live\\?code=${code}$`) });
  await expect(link).toHaveAttribute('href', `${expected}/live?code=${code}`);
  const href = (await link.getAttribute('href'))!;
  expect(isLoopbackHost(new URL(href).hostname)).toBe(false);
  await expect(panel.getByRole('heading')).toHaveText(`Join at ${expected.replace('http://', '')}/live`);

  // The QR code, decoded from its pixels, carries the same link.
  const qr = panel.getByRole('img', { name: /^QR code for the join link/ });
  expect(await decodeQr(browser, await qr.screenshot())).toBe(href);

  // With several addresses the host picks one, and this browser remembers the pick.
  if (lan.length > 1) {
    const select = panel.getByLabel('Address for learners (on their network)');
    const other = originFor(lan[1], 'http:', port);
    await select.selectOption(other);
    await expect(link).toHaveAttribute('href', `${other}/live?code=${code}`);
    expect(await decodeQr(browser, await qr.screenshot())).toBe(`${other}/live?code=${code}`);
    await host.reload();
    await expect(panel.getByRole('link', { name: new RegExp(`/live\\?code=${code}$`) })).toHaveAttribute(
      'href',
      `${other}/live?code=${code}`,
    );
    await panel.getByLabel('Address for learners (on their network)').selectOption(expected);
    await expect(link).toHaveAttribute('href', href);
  }

  // A second browser opens the decoded address, joins by it, and answers (an http:// page on a network
  // address is not a secure context: no crypto.randomUUID there).
  const phone = await device(browser);
  const learner = await phone.context.newPage();
  await learner.goto(href);
  await expect(learner.getByLabel('Join code')).toHaveValue(code);
  await joinAs(learner, 'Lin');
  expect(new URL(learner.url()).origin).toBe(expected);
  expect(await learner.evaluate(() => [window.isSecureContext, typeof crypto.randomUUID])).toEqual([
    false,
    'undefined',
  ]);
  await expect(host.getByRole('heading', { name: 'Joined: 1' })).toBeVisible();
  await expect(host.getByRole('list', { name: 'Learners who joined' })).toHaveText('Lin');

  await host.getByRole('button', { name: 'Open question' }).click();
  await learner.getByRole('radio').first().check();
  await learner.getByRole('button', { name: 'Send answer' }).click();
  await expect(learner.getByText('Answer recorded')).toBeVisible();
  await expect(host.getByText('1 of 1 answered')).toBeVisible();
  await phone.check([learner]);
});

test('the join link opened twice on one device is one learner; leaving lets someone else join', async ({
  page: host,
  browser,
}) => {
  test.setTimeout(180_000);
  const { code } = await startClass(host, 'One device class');
  const phone = await device(browser);
  const first = await phone.context.newPage();
  // The learner's link on the host's own origin: this test is about the device, not the address.
  await first.goto(`/live?code=${code}`);
  await joinAs(first, 'Ada');
  await expect(first.getByText(/^Ada · score 0$/)).toBeVisible();

  // The same link in a new tab goes straight back in as Ada: no second join.
  const second = await phone.context.newPage();
  await second.goto(`/live?code=${code}`);
  await expect(second).toHaveURL(/\/live\/class\?id=/);
  await expect(second.getByText(/^Ada · score 0$/)).toBeVisible();
  await expect(second.getByRole('heading', { name: 'You are in' })).toBeVisible();
  // Typing the code on /live is the same device too.
  await second.goto('/live');
  await second.getByLabel('Join code').fill(code);
  await second.getByLabel('Nickname').fill('Ada again');
  await second.getByRole('button', { name: 'Join the class' }).click();
  await expect(second.getByText(/^Ada · score 0$/)).toBeVisible();
  await expect(host.getByRole('heading', { name: 'Joined: 1' })).toBeVisible();
  await expect(host.getByRole('list', { name: 'Learners who joined' })).toHaveText('Ada');

  // Someone else on this device leaves Ada's seat and joins under their own name.
  await second.getByText('Not Ada?').click();
  await second.getByRole('button', { name: 'Leave and join as someone else' }).click();
  await expect(second.getByLabel('Join code')).toHaveValue(code);
  await joinAs(second, 'Bo');
  await expect(second.getByText(/^Bo · score 0$/)).toBeVisible();
  await expect(host.getByRole('heading', { name: 'Joined: 2' })).toBeVisible();
  await phone.check([first, second]);
});

test('a laptop on no network: the host screen says the class is reachable only on this machine', async ({
  page: host,
}) => {
  test.setTimeout(120_000);
  // What this machine's server answers when it has no network address (its interfaces are not ours to unplug).
  await host.route('**/api/live/addresses', (route) => route.fulfill({ json: { configured: null, network: [] } }));
  const { panel, code } = await startClass(host, 'Offline room');
  await expect(panel.getByRole('alert')).toHaveText(/reachable only on this machine/);
  await expect(panel.getByRole('link', { name: new RegExp(`/live\\?code=${code}$`) })).toHaveAttribute(
    'href',
    new RegExp(`^${new URL(host.url()).origin}/live\\?code=${code}$`),
  );
  await expect(panel.getByRole('combobox')).toHaveCount(0);
});

test('LIVE_PUBLIC_URL wins over the network addresses, and a bad value is refused with its reason', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const servers: AppServer[] = [];
  const serve = async (value: string) => {
    const server = new AppServer(await freePort(), { LIVE_PUBLIC_URL: value });
    servers.push(server);
    await server.start();
    return server;
  };
  try {
    const good = await serve('https://Class.Example.org/');
    const answer = await request.get(`${good.base}/api/live/addresses`);
    expect(answer.status()).toBe(200);
    expect((await answer.json()) as unknown).toEqual({
      configured: 'https://class.example.org',
      network: lan,
    });
    // Asked on a network address rather than loopback, the server keeps its addresses to itself.
    if (lan.length) {
      const remote = await request.get(`${originFor(lan[0], 'http:', String(good.port))}/api/live/addresses`);
      expect((await remote.json()) as unknown).toEqual({ configured: 'https://class.example.org', network: [] });
    }
    const bad = await serve('class.example.org/live');
    const refused = await request.get(`${bad.base}/api/live/addresses`);
    expect(refused.status()).toBe(500);
    expect(((await refused.json()) as { error: string }).error).toMatch(/LIVE_PUBLIC_URL must be an http/);
  } finally {
    for (const s of servers) await s.dispose();
  }
});
