import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { schemaTarget } from '@/lib/mcp/message-types';
import type { TraceEntry } from '@/lib/mcp/types';
import { validate } from '@/lib/spec/validate';
import { expect, seriousAxeViolations, test } from './fixtures';

const wireTrace = (page: Page) => page.getByRole('region', { name: 'Wire trace' });

test('the lab switches to Streamable HTTP in the tab and the trace shows each HTTP exchange', async ({ page }) => {
  await page.goto('/lab?preset=unknown-tool');
  await expect(page.getByText('Connected · MCP 2026-07-28', { exact: true })).toBeVisible({ timeout: 15_000 });
  const transport = page.getByRole('group', { name: 'Transport' });
  await expect(transport.getByRole('radio', { name: 'In memory' })).toBeChecked();

  await transport.getByRole('radio', { name: 'Streamable HTTP (in this tab)' }).check();
  await expect(page.getByText('Connected · MCP 2026-07-28 · Streamable HTTP', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Run step 1' }).click();
  await expect(page.getByText('Last step: book_meting: jsonrpc-error', { exact: true })).toBeVisible();

  const trace = wireTrace(page);
  // The request row names its POST; the error row says it came back as that exchange's JSON body.
  const callRow = trace.getByRole('listitem').filter({ hasText: /→ to server\s+tools\/call/ });
  await expect(callRow).toContainText(/HTTP POST \/mcp #2 → 200 application\/json/);
  await expect(trace.getByRole('listitem').filter({ hasText: /response to #\d+ \(tools\/call\)/ })).toContainText(
    'HTTP #2: 200, JSON body',
  );
  const exchanges = trace.getByRole('region', { name: 'HTTP exchanges' });
  await expect(exchanges.getByRole('listitem')).toHaveText([
    /#1 POST \/mcp server\/discover .*→ 200 application\/json · complete/,
    /#2 POST \/mcp tools\/call \(id 0\) → 200 application\/json · complete/,
  ]);

  // Opening the row shows the mirrored headers, the tool name among them.
  await callRow.getByRole('button', { name: /^JSON of #\d+$/ }).click();
  const detail = callRow.getByRole('definition').filter({ hasText: 'mcp-method' });
  await expect(detail).toContainText('mcp-method: tools/call');
  await expect(detail).toContainText('mcp-name: book_meting');
  await expect(detail).toContainText('mcp-protocol-version: 2026-07-28');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousAxeViolations(page), colorScheme).toEqual([]);
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    trace.getByRole('button', { name: 'Export trace' }).click(),
  ]);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as TraceEntry[];
  expect(exported).toHaveLength(4);
  for (const e of exported) {
    expect(e.http?.response.status).toBe(200);
    expect(validate(e.era, 'JSONRPCMessage', e.message)).toEqual([]);
    const answered = 'method' in e.message ? undefined : e.seq === 2 ? 'server/discover' : 'tools/call';
    const target = schemaTarget(e.message, answered);
    expect(validate(e.era, target!.type, target!.value), `#${e.seq}`).toEqual([]);
  }
  expect(exported[2].http?.request?.headers['mcp-name']).toBe('book_meting');
});
