import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { schemaTarget } from '@/lib/mcp/message-types';
import type { TraceEntry } from '@/lib/mcp/types';
import { validate } from '@/lib/spec/validate';
import { expect, test } from './fixtures';

const panelNames = ['Wire trace', 'Subscriptions', 'Faults'];

/**
 * Serious or critical axe violations inside this spec's three panels (the same WCAG tags as the fixtures'
 * page-wide check); the rest of /lab belongs to the other panels' specs.
 */
async function panelAxeViolations(page: Page): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  // One include per panel: an array would name a path through frames, not three selectors.
  for (const name of panelNames) builder = builder.include(`[aria-label="${name}"]`);
  const result = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Waits until the lab is connected and no action is running (the status line then ends with the era). */
async function idle(page: Page) {
  await expect(page.getByText('Connected · MCP 2026-07-28', { exact: true })).toBeVisible();
}

const wireTrace = (page: Page) => page.getByRole('region', { name: 'Wire trace' });

async function exportTrace(page: Page): Promise<TraceEntry[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    wireTrace(page).getByRole('button', { name: 'Export trace' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  return JSON.parse(readFileSync(await download.path(), 'utf8')) as TraceEntry[];
}

/** Every message against the official schema of its era, as the type its method names (Node side, ajv). */
function expectAllValid(trace: TraceEntry[]) {
  const pending = new Map<string, string>();
  for (const e of trace) {
    expect(Object.keys(e).sort()).toEqual(['at', 'direction', 'era', 'message', 'seq']);
    const m = e.message as unknown as Record<string, unknown>;
    let answered: string | undefined;
    if (typeof m.method === 'string') {
      if ('id' in m) pending.set(`${e.direction}:${String(m.id)}`, m.method);
    } else {
      answered = pending.get(`${e.direction === 'to-client' ? 'to-server' : 'to-client'}:${String(m.id)}`);
    }
    expect(validate(e.era, 'JSONRPCMessage', m), `#${e.seq} envelope`).toEqual([]);
    const target = schemaTarget(e.message, answered);
    expect(target, `#${e.seq}: no schema type`).not.toBeNull();
    expect(validate(e.era, target!.type, target!.value), `#${e.seq} as ${target!.type}`).toEqual([]);
  }
}

async function rowTexts(trace: Locator): Promise<string[]> {
  return trace.getByRole('listitem').allInnerTexts();
}

test('empty-cursor paging: every tools/list request is paired with its response, and the export is valid', async ({
  page,
}) => {
  await page.goto('/lab?preset=empty-cursor');
  await idle(page);
  const trace = wireTrace(page);
  // Only tools/list rows, so all of them fit in the virtualized list's window at once.
  await trace.getByLabel('Method').fill('tools/list');
  const listTools = page.getByRole('button', { name: 'List tools', exact: true });
  let requests = 0;
  if (await listTools.count()) {
    await listTools.click();
    requests += 1;
    await idle(page);
    const next = page.getByRole('button', { name: 'Next page', exact: true });
    // Each answer must be on screen before the button's state is read again.
    const answered = trace.getByText(/^response to #\d+ \(tools\/list\)$/);
    await expect(answered).toHaveCount(1);
    await idle(page);
    while (requests < 10 && (await next.isEnabled())) {
      await next.click();
      requests += 1;
      await expect(answered).toHaveCount(requests);
      await idle(page);
    }
  } else {
    // The Tools panel is not there yet: the scenario's own steps send the same requests.
    for (; requests < 3; requests++) {
      await page.getByRole('button', { name: `Run step ${requests + 1}` }).click();
      await idle(page);
    }
  }
  expect(requests).toBe(3);
  await expect(trace.getByText(/^response to #\d+ \(tools\/list\)$/)).toHaveCount(3);

  const texts = await rowTexts(trace);
  const asked = texts.filter((t) => /→ to server\s+tools\/list/.test(t));
  const answers = texts.filter((t) => /response to #\d+ \(tools\/list\)/.test(t));
  expect(asked).toHaveLength(3);
  expect(answers).toHaveLength(3);
  expect(asked[1]).toContain('cursor ""');
  for (const request of asked) {
    const seq = /#(\d+)/.exec(request)![1];
    const by = /answered by #(\d+)/.exec(request)?.[1];
    expect(by, request).toBeDefined();
    const response = answers.find((t) => t.startsWith(`#${by}`));
    expect(response, `response #${by}`).toMatch(new RegExp(`answers #${seq} after \\d+ ms`));
  }
  await expect(trace.getByText('✓ valid ListToolsResult')).toHaveCount(3);
  await expect(trace.getByText('✓ valid ListToolsRequest')).toHaveCount(3);

  const exported = await exportTrace(page);
  expect(exported.filter((e) => 'method' in e.message && e.message.method === 'tools/list')).toHaveLength(3);
  expectAllValid(exported);
});

test('listen, acknowledged, list_changed with the listen id, and the list refetched', async ({ page }) => {
  await page.goto('/lab');
  await idle(page);
  const subs = page.getByRole('region', { name: 'Subscriptions' });
  await subs.getByRole('button', { name: 'Refetch tools list' }).click();
  await expect(subs.getByText(/list refetched \(\d+ tools\) from the server/)).toBeVisible();
  await expect(subs.getByText('The client holds a cached tools list.')).toBeVisible();

  // Keyboard only: Tab until "Open subscription" has focus, then Enter.
  const open = subs.getByRole('button', { name: 'Open subscription' });
  let reached = false;
  for (let i = 0; i < 300 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await open.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await idle(page);
  const listening = subs.getByText(/Listening: subscriptions\/listen request id "(.+)"\./);
  await expect(listening).toBeVisible();
  const listenId = /id "(.+)"/.exec((await listening.textContent()) ?? '')![1];
  await expect(subs.getByText(/notifications\/subscriptions\/acknowledged arrived \(#\d+\), first/)).toBeVisible();

  await subs.getByRole('button', { name: 'Add hold_slot' }).click();
  await expect(subs.getByText(`subscriptionId "${listenId}" ✓ equals the listen id`)).toBeVisible();
  await expect(
    subs.getByText(/Cached list was invalidated; list refetched \(\d+ tools\) from the server\./),
  ).toBeVisible();
  await expect(subs.getByRole('button', { name: 'Remove hold_slot' })).toBeVisible();

  const exported = await exportTrace(page);
  const changed = exported.filter(
    (e) => 'method' in e.message && e.message.method === 'notifications/tools/list_changed',
  );
  expect(changed).toHaveLength(1);
  expect(JSON.stringify(changed[0].message)).toContain(`"io.modelcontextprotocol/subscriptionId":"${listenId}"`);
  expectAllValid(exported);
});

test('a dropped booking is pending until a read confirms it; a retry with the same key books nothing new', async ({
  page,
}) => {
  await page.goto('/lab');
  await idle(page);
  const faults = page.getByRole('region', { name: 'Faults' });
  await faults.getByRole('button', { name: 'Drop the next response' }).click();
  await expect(faults.getByText('Armed: the response to the next tools/call will be lost.')).toBeVisible();
  await faults.getByRole('button', { name: 'Book meeting' }).click();
  await expect(faults.getByText(/^Pending — no response arrived/)).toBeVisible();
  await expect(faults.getByText('Dropped the response to tools/call', { exact: false })).toBeVisible();
  await expect(faults.getByText('Drop: not armed.')).toBeVisible();

  await faults.getByRole('button', { name: 'Confirm by reading' }).click();
  await expect(faults.getByText(/^Confirmed — an independent read found the booking/)).toBeVisible();
  await faults.getByRole('button', { name: 'Retry with the same key' }).click();
  await expect(faults.getByText(/The server replayed the booking made earlier with this key/)).toBeVisible();

  const exported = await exportTrace(page);
  expectAllValid(exported);
  const results = exported
    .map((e) => e.message)
    .flatMap((m) => ('result' in m && m.result.structuredContent ? [m.result.structuredContent] : []))
    .filter((s) => typeof s === 'object' && s !== null && 'eventId' in s) as { eventId: string; replayed?: boolean }[];
  // The read and the retry both name one event, and the retry says it created nothing.
  expect(new Set(results.map((r) => r.eventId)).size).toBe(1);
  expect(results.at(-1)?.replayed).toBe(true);

  // The delay field refuses what it cannot use, in words.
  const delay = faults.getByLabel('Delay (ms, 0–5000)');
  await delay.fill('9000');
  await faults.getByRole('button', { name: 'Set delay' }).click();
  await expect(faults.getByRole('alert')).toHaveText(/9000 ms is too long/);
  await expect(delay).toHaveAttribute('aria-invalid', 'true');
  await delay.fill('0');
  await faults.getByRole('button', { name: 'Set delay' }).click();
  await expect(faults.getByRole('alert')).toHaveCount(0);
});

test('a request delivered twice books once; a retry with a new key books again; a lost answer is named in the Result', async ({
  page,
}) => {
  await page.goto('/lab');
  await idle(page);
  const faults = page.getByRole('region', { name: 'Faults' });
  const outcome = faults
    .getByRole('status')
    .filter({ hasText: /No booking attempted|(Reported|Pending|Confirmed|Failed|Never happened) —/ });

  // Duplicate delivery: the server sees the same request (same id, same key) twice and books once.
  await faults.getByRole('button', { name: 'Deliver the next request twice' }).click();
  await expect(faults.getByText('Armed: the next tools/call will reach the server twice.')).toBeVisible();
  await faults.getByRole('button', { name: 'Book meeting' }).click();
  await expect(outcome.getByText(/^Reported — the tool says it booked/)).toBeVisible();
  await expect(faults.getByText(/^Delivered tools\/call \(request id .+\) to the server twice\.$/)).toBeVisible();
  await expect(faults.getByText('Duplicate: not armed.')).toBeVisible();

  let exported = await exportTrace(page);
  expectAllValid(exported);
  const bookings = exported.filter(
    (e) => e.direction === 'to-server' && 'method' in e.message && e.message.method === 'tools/call',
  );
  expect(bookings).toHaveLength(2);
  const [first, second] = bookings.map((e) => e.message as { id: string | number });
  expect(second.id).toBe(first.id);
  const answers = exported.flatMap((e) =>
    e.direction === 'to-client' && 'result' in e.message && e.message.id === first.id
      ? [e.message.result.structuredContent as { eventId: string; replayed?: boolean }]
      : [],
  );
  expect(answers).toHaveLength(2);
  expect(answers[1]).toEqual({ ...answers[0], replayed: true });

  // A new key is a new request to the server, not a replay: at the same time the room is now taken (by the
  // first booking); at another time it books a second meeting.
  await faults.getByRole('button', { name: 'Retry with a new key' }).click();
  await expect(faults.getByLabel('Request key')).toHaveValue('design-review-2');
  await expect(outcome.getByText(/^Failed — the tool reported an error/)).toBeVisible();
  await expect(outcome.getByText(new RegExp(`SLOT_TAKEN: .*\\(${answers[0].eventId}\\)`))).toBeVisible();
  await faults.getByLabel('Start').fill('11:00');
  await faults.getByRole('button', { name: 'Retry with a new key' }).click();
  await expect(faults.getByLabel('Request key')).toHaveValue('design-review-3');
  await expect(outcome.getByText(/^Reported — the tool says it booked/)).toBeVisible();
  await expect(outcome.getByText(/replayed/)).toHaveCount(0);
  exported = await exportTrace(page);
  const events = exported.flatMap((e) =>
    'result' in e.message && (e.message.result.structuredContent as { eventId?: string } | undefined)?.eventId
      ? [(e.message.result.structuredContent as { eventId: string }).eventId]
      : [],
  );
  expect(new Set(events).size).toBe(2);

  // A lost answer: the Result panel names the missing response in words, and the booking is pending.
  await faults.getByRole('button', { name: 'Drop the next response' }).click();
  await faults.getByRole('button', { name: 'Book meeting' }).click();
  await expect(outcome.getByText(/^Pending — no response arrived/)).toBeVisible();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('No response — the response was lost (pending)', { exact: true })).toBeVisible();
  // …and says it to screen readers too.
  await expect(result.getByRole('status').filter({ hasText: 'book_meeting: No response' })).toBeAttached();
});

test('trace rows expand to JSON and copy; filters; no serious axe violations in light and dark, nor at 320 px', async ({
  page,
}) => {
  await page.goto('/lab');
  await idle(page);
  const trace = wireTrace(page);
  await page.getByRole('region', { name: 'Subscriptions' }).getByRole('button', { name: 'Refetch tools list' }).click();
  await idle(page);
  await page.getByRole('region', { name: 'Faults' }).getByRole('button', { name: 'Book meeting' }).click();
  await idle(page);

  // The newest message is in view (the list follows the bottom); older rows may be virtualized away.
  const json = trace.getByRole('button', { name: /^JSON of #\d+$/ }).last();
  const seq = /#(\d+)/.exec((await json.textContent()) ?? '')![1];
  await expect(json).toHaveAttribute('aria-expanded', 'false');
  await json.click();
  await expect(json).toHaveAttribute('aria-expanded', 'true');
  await expect(trace.getByLabel(`JSON of message #${seq}`, { exact: true })).toContainText('"jsonrpc": "2.0"');
  await trace.getByRole('button', { name: `Copy #${seq}`, exact: true }).click();
  await expect(trace.getByRole('status')).toHaveText(new RegExp(`Copied message #${seq}\\.|Copying is not available`));

  await trace.getByLabel('Method').fill('tools/call');
  await expect(trace.getByText('2 of', { exact: false })).toBeVisible();
  await trace.getByLabel('Method').fill('');
  await trace.getByLabel('Direction').selectOption('to-client');
  await expect(trace.getByRole('listitem').filter({ hasText: '← to client' }).first()).toBeVisible();
  await expect(trace.getByRole('listitem').filter({ hasText: '→ to server' })).toHaveCount(0);
  await trace.getByLabel('Direction').selectOption('both');
  await trace.getByLabel('Errors only').check();
  await expect(trace.getByText('No message matches these filters.')).toBeVisible();
  await trace.getByLabel('Errors only').uncheck();

  // At the top, so the sticky site header does not cover a target and skew axe's target-size check.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await panelAxeViolations(page), colorScheme).toEqual([]);
  }

  await page.setViewportSize({ width: 320, height: 800 });
  // No panel reaches past the right edge or scrolls sideways (long JSON scrolls inside its own box).
  const overflowing = () =>
    page.evaluate((labels) => {
      const panels = labels.map((l) => document.querySelector(`[aria-label="${l}"]`)!);
      return panels
        .filter((p) => p.getBoundingClientRect().right > window.innerWidth + 0.5 || p.scrollWidth > p.clientWidth)
        .map((p) => p.getAttribute('aria-label'));
    }, panelNames);
  // Below the workbench width the panels and the trace are two tabs: each is checked while it is shown.
  await expect(page.getByRole('region', { name: 'Faults' })).toBeVisible();
  await expect.poll(overflowing).toEqual([]);
  await page.getByRole('tab', { name: /^Trace/ }).click();
  await expect(trace).toBeVisible();
  await expect.poll(overflowing).toEqual([]);

  await trace.getByRole('button', { name: 'Clear' }).click();
  await expect(trace.getByText('No messages yet — press List tools.')).toBeVisible();
});
