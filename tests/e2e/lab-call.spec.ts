import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const XSS_TITLE = '<img src=x onerror=alert(1)><script>window.__pwned=1</script>';

async function openLab(page: Page) {
  await page.goto('/lab');
  await expect(page.getByText(/^Connected · MCP 2026-07-28/)).toBeVisible();
  return { call: page.getByRole('region', { name: 'Call' }), result: page.getByRole('region', { name: 'Result' }) };
}

async function chooseTool(call: Locator, name: string) {
  await call.getByRole('button', { name: 'List all tools' }).click();
  await call.getByLabel('Tool', { exact: true }).selectOption(name);
  await expect(call.getByRole('form', { name: `Arguments for ${name}` })).toBeVisible();
}

/** The panel's own count of tools/call requests in the trace. */
async function sentCount(call: Locator): Promise<number> {
  const line = await call.getByText(/^tools\/call requests sent this session: \d+$/).textContent();
  return Number(/(\d+)$/.exec(line ?? '')?.[1]);
}

async function fillBooking(call: Locator, title: string, date: string) {
  await call.getByLabel('title (required)').fill(title);
  await call.getByLabel('date (required)').fill(date);
  await call.getByLabel('start (required)').fill('10:00');
  await call.getByLabel('durationMinutes (required)').fill('30');
  await call.getByLabel('roomId (required)').selectOption('nook');
}

/** A rejected call sends nothing: the next valid call adds exactly one tools/call to the trace. */
async function expectNothingSent(call: Locator, result: Locator, before: number) {
  expect(await sentCount(call)).toBe(before);
  await call.getByLabel('Arguments (JSON)').fill('{}');
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(result.getByText('Success', { exact: true })).toBeVisible();
  await expect.poll(() => sentCount(call)).toBe(before + 1);
}

test('a tool that does not exist and a call without a name answer on the JSON-RPC error channel', async ({ page }) => {
  const { call, result } = await openLab(page);
  await call.getByRole('button', { name: 'Call a tool that does not exist' }).click();
  await expect(result.getByText('JSON-RPC error (protocol channel)', { exact: true })).toBeVisible();
  await expect(result).toContainText('-32602');
  await expect(result).toContainText('book_meting');
  await expect(result.getByRole('status')).toContainText('JSON-RPC error');

  await call.getByRole('button', { name: 'Send a malformed call' }).click();
  await expect(result.getByText(/^Raw request · id raw-/)).toBeVisible();
  await expect(result.getByText('JSON-RPC error (protocol channel)', { exact: true })).toBeVisible();
  await expect(result).toContainText('-32602');
});

test('book_meeting in the past, filled in the generated form, is a tool result with isError: true', async ({
  page,
}) => {
  const { call, result } = await openLab(page);
  await chooseTool(call, 'book_meeting');
  await expect(call.getByText('(required)')).toHaveCount(5);
  await expect(call.getByText('(optional)').first()).toBeVisible();
  await fillBooking(call, 'Retro', '2026-09-01');
  await expect(call.getByLabel('Arguments (JSON)')).toHaveValue(/"date": "2026-09-01"/);
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(
    result.getByText('Tool result with isError: true (the tool ran and reports a failure)', { exact: true }),
  ).toBeVisible();
  await expect(result).toContainText('2026-09-01 is in the past');
});

test('arrays in the form: add and remove items, kept in sync with the JSON', async ({ page }) => {
  const { call } = await openLab(page);
  await chooseTool(call, 'book_meeting');
  await call.getByRole('button', { name: 'Add attendees item' }).click();
  await call.getByLabel('attendees item 1 (required)').fill('ana');
  await expect(call.getByLabel('Arguments (JSON)')).toHaveValue(/"attendees": \[\s*"ana"\s*\]/);
  await call.getByRole('button', { name: 'Remove attendees item 1' }).click();
  await expect(call.getByLabel('Arguments (JSON)')).not.toHaveValue(/attendees/);
  // And back: JSON typed in the editor fills the form.
  await call.getByLabel('Arguments (JSON)').fill('{"title":"From JSON","durationMinutes":45}');
  await expect(call.getByLabel('title (required)')).toHaveValue('From JSON');
  await expect(call.getByLabel('durationMinutes (required)')).toHaveValue('45');
});

test('room_tour renders its image and audio, and Read resource follows the link', async ({ page }) => {
  const { call, result } = await openLab(page);
  await chooseTool(call, 'room_tour');
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(result.getByText('Success', { exact: true })).toBeVisible();
  const image = result.getByRole('img', { name: /^Image from the tool result \(block 2, image\/png\)$/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(result.getByLabel(/^Audio from the tool result/)).toHaveJSProperty('controls', true);
  await expect(result.getByText('lastModified').first()).toBeVisible();
  await expect(result.getByRole('list', { name: 'Content blocks' }).getByText('# Booking policy')).toBeVisible();

  await result.getByRole('button', { name: 'Read resource' }).click();
  const read = result.getByRole('group', { name: 'Contents of calendar://rooms/atrium/floorplan.png' });
  await expect(read).toContainText('image/png');
  const plan = read.getByRole('img', { name: 'Image resource calendar://rooms/atrium/floorplan.png' });
  await expect(plan).toBeVisible();
  expect(await plan.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('room_occupancy: the server rejected its own output, and the panel says who judged', async ({ page }) => {
  const { call, result } = await openLab(page);
  await chooseTool(call, 'room_occupancy');
  await call.getByLabel('roomId (required)').selectOption('nook');
  await call.getByLabel('date (required)').fill('2026-09-15');
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(result.getByText(/outputSchema check: fail — the server rejected its own output/)).toBeVisible();

  await call.getByLabel('Tool', { exact: true }).selectOption('list_event_ids');
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(result.getByText(/outputSchema check: pass — checked here by the client/)).toBeVisible();
});

test('cancel_meeting: the server asks for input, the client answers and retries, then Success', async ({ page }) => {
  const { call, result } = await openLab(page);
  await chooseTool(call, 'cancel_meeting');
  await call.getByLabel('eventId (required)').fill('evt-1004');
  const before = await sentCount(call);
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  const asked = 'input_required (the server asked for more input; the client answered and retried)';
  await expect(result.getByText(asked, { exact: true })).toBeVisible();
  await expect(result.getByText('Success', { exact: true })).toBeVisible();
  await expect(result.getByRole('status')).toContainText(`${asked}, then Success`);
  await expect.poll(() => sentCount(call)).toBe(before + 2);
});

test('invalid JSON in the raw editor gives a clear error and sends nothing', async ({ page }) => {
  const { call, result } = await openLab(page);
  await chooseTool(call, 'get_today');
  const before = await sentCount(call);
  await call.getByLabel('Arguments (JSON)').fill('{"date": ');
  await expect(call.getByRole('alert')).toContainText('Arguments are not valid JSON: ');
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(call.getByRole('alert')).toContainText('Nothing was sent.');
  await expectNothingSent(call, result, before);
});

test('a 5 MB argument is refused by its size and nothing is sent', async ({ page }) => {
  const { call, result } = await openLab(page);
  await chooseTool(call, 'get_today');
  const before = await sentCount(call);
  await call.getByLabel('Arguments (JSON)').fill(`{"title":"${'x'.repeat(5 * 1024 * 1024)}"}`);
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(call.getByRole('alert')).toContainText('too large (5.0 MB); the lab sends at most 1 MB');
  await expectNothingSent(call, result, before);
});

test('10,000-deep nesting is refused without a crash, and nothing is sent', async ({ page }) => {
  const { call, result } = await openLab(page);
  await chooseTool(call, 'get_today');
  const before = await sentCount(call);
  await call.getByLabel('Arguments (JSON)').fill(`{"a":${'['.repeat(9_999)}${']'.repeat(9_999)}}`);
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(call.getByRole('alert')).toContainText('nested too deeply (10000 levels)');
  await expectNothingSent(call, result, before);
});

test('a __proto__ key is refused and pollutes no prototype', async ({ page }) => {
  const { call, result } = await openLab(page);
  await chooseTool(call, 'get_today');
  const before = await sentCount(call);
  await call.getByLabel('Arguments (JSON)').fill('{"__proto__":{"polluted":true}}');
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(call.getByRole('alert')).toContainText('"__proto__"');
  expect(await page.evaluate(() => ({}) as Record<string, unknown>).then((o) => o.polluted)).toBeUndefined();
  expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted)).toBeUndefined();
  await expectNothingSent(call, result, before);
});

test('HTML in tool text is shown as text, never run', async ({ page }) => {
  const { call, result } = await openLab(page);
  await chooseTool(call, 'book_meeting');
  await fillBooking(call, XSS_TITLE, '2026-09-21');
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(result.getByText('Success', { exact: true })).toBeVisible();
  await expect(result.getByText(XSS_TITLE, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  await expect(result.locator('script')).toHaveCount(0);
  await expect(result.locator('img[src="x"]')).toHaveCount(0);
});

test('keyboard only: choose a tool, fill the form with Tab and typing, press Enter on Call tool', async ({ page }) => {
  const { call, result } = await openLab(page);
  const tabTo = async (target: Locator) => {
    for (let i = 0; i < 250; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('never reached by Tab');
  };
  await tabTo(call.getByRole('button', { name: 'List all tools' }));
  await page.keyboard.press('Enter');
  const picker = call.getByLabel('Tool', { exact: true });
  await tabTo(picker);
  await page.keyboard.type('get_event');
  await expect(picker).toHaveValue('get_event');
  await page.keyboard.press('Tab');
  await expect(call.getByLabel('eventId (required)')).toBeFocused();
  await page.keyboard.type('evt-1004');
  const submit = call.getByRole('button', { name: 'Call tool', exact: true });
  await tabTo(submit);
  const outline = await submit.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(result.getByText('Success', { exact: true })).toBeVisible();
  await expect(result).toContainText('Design review');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious axe violations on /lab after a call (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const { call, result } = await openLab(page);
    await chooseTool(call, 'room_tour');
    await call.getByRole('button', { name: 'Call tool', exact: true }).click();
    await expect(result.getByText('Success', { exact: true })).toBeVisible();
    await call.getByLabel('Arguments (JSON)').fill('{');
    await expect(call.getByRole('alert')).toBeVisible();
    const mine = await new AxeBuilder({ page })
      .include('section[aria-label="Call"]')
      .include('section[aria-label="Result"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(mine.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
