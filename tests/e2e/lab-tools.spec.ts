import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';

async function openLab(page: Page): Promise<Locator> {
  await page.goto('/lab?preset=empty-cursor');
  const tools = page.getByRole('region', { name: 'Tools' });
  await expect(tools.getByRole('button', { name: 'List tools' })).toBeEnabled();
  return tools;
}

/** The Protocol revision panel, unfolded: a paging scenario folds its group away in the /lab workbench. */
async function eraPanel(page: Page): Promise<Locator> {
  const era = page.getByRole('region', { name: 'Protocol revision' });
  if (!(await era.isVisible()))
    await page
      .locator('summary')
      .filter({ hasText: /^Revision$/ })
      .click();
  await expect(era).toBeVisible();
  return era;
}

const pageHeadings = (tools: Locator) => tools.getByRole('heading', { name: /^Page \d+: \d+ tools$/ });

async function walkAllPages(tools: Locator) {
  await tools.getByRole('button', { name: 'List tools' }).click();
  await expect(pageHeadings(tools)).toHaveCount(1);
  const next = tools.getByRole('button', { name: 'Next page' });
  for (let fetched = 1; fetched < 20 && (await next.isEnabled()); fetched++) {
    await next.click();
    await expect(pageHeadings(tools)).toHaveCount(fetched + 1);
  }
  await expect(next).toBeDisabled();
  await expect(tools.getByText('The last page had no nextCursor, so the list is complete.')).toBeVisible();
}

function hint(detail: Locator, name: string) {
  return detail
    .getByRole('list', { name: 'Annotation hints' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${name}:`) });
}

test('pages with an empty-string cursor, lists each tool once, and explains hints and display names', async ({
  page,
}) => {
  const tools = await openLab(page);
  await walkAllPages(tools);
  await expect(pageHeadings(tools)).toHaveCount(3);
  await expect(tools.getByText('none — first page')).toBeVisible();
  await expect(tools.getByText('""', { exact: true }).first()).toBeVisible();
  await expect(tools.getByText('empty string — present, so keep paging')).toBeVisible();
  await expect(tools.getByText('absent: this was the last page')).toBeVisible();

  const names = await tools
    .getByRole('list', { name: /^Tools on page/ })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.querySelector('code')?.textContent ?? ''));
  expect(names.length).toBe(13);
  expect(new Set(names).size).toBe(names.length);

  const detail = page.getByRole('region', { name: 'Tool detail' });
  await expect(detail.getByText('Select a tool from the list.')).toBeVisible();
  await tools.getByRole('button', { name: /^list_people —/ }).click();
  await expect(tools.getByRole('button', { name: /^list_people —/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.getByText('from name (no title, no annotations.title)')).toBeVisible();
  for (const [name, value] of [
    ['readOnlyHint', false],
    ['destructiveHint', true],
    ['idempotentHint', false],
    ['openWorldHint', true],
  ] as const)
    await expect(hint(detail, name)).toContainText(`${name}: ${value} — default`);
  await expect(detail.getByText('no outputSchema', { exact: false })).toBeVisible();

  await tools.getByRole('button', { name: /^book_meeting —/ }).click();
  await expect(detail.getByText('Book a meeting', { exact: true })).toBeVisible();
  await expect(detail.getByText('— from title')).toBeVisible();
  for (const name of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'])
    await expect(hint(detail, name)).toContainText(`${name}: false — explicit`);
  await expect(detail.getByRole('region', { name: 'outputSchema of book_meeting' })).toBeVisible();
  await expect(detail.getByText(/only matter when readOnlyHint is false/)).toBeVisible();
  await expect(detail.getByText(/untrusted unless\s+the server is trusted/)).toBeVisible();
});

test('the cache badge labels ttlMs and cacheScope and reports a hit on the second List all', async ({ page }) => {
  const tools = await openLab(page);
  const cache = tools.getByRole('group', { name: 'tools/list cache' });
  await tools.getByRole('button', { name: 'List all' }).click();
  await expect(cache.getByText('miss — fetched from the server')).toBeVisible();
  await expect(cache.getByText('ttlMs', { exact: true })).toBeVisible();
  await expect(cache.getByText(/^30000 ms — how long/)).toBeVisible();
  await expect(cache.getByText('cacheScope', { exact: true })).toBeVisible();
  await expect(cache.getByText(/^public — who may reuse/)).toBeVisible();
  await expect(cache.getByText(/fresh — List all is served from the cache/)).toBeVisible();
  await expect(cache.getByText(/^Time left: \d+\.\d s$/)).toBeVisible();
  await tools.getByRole('button', { name: 'List all' }).click();
  await expect(cache.getByText('hit — served from cache — no request sent')).toBeVisible();
  await cache.getByRole('button', { name: 'Bypass cache' }).click();
  await expect(cache.getByText('miss — fetched from the server')).toBeVisible();
});

test('switching the era radio reconnects, and both revisions compare side by side', async ({ page }) => {
  await openLab(page);
  const era = await eraPanel(page);
  await era.getByRole('radio', { name: /^2025-11-25/ }).check();
  await expect(page.getByText('Connected · MCP 2025-11-25')).toBeVisible();
  await expect(era.getByRole('radio', { name: /^2025-11-25/ })).toBeChecked();
  await era.getByRole('button', { name: 'Compare both revisions' }).click();
  await expect(era.getByText(/^Only in 2026-07-28: server\/discover/)).toBeVisible();
  await expect(era.getByText(/^Only in 2025-11-25: initialize/)).toBeVisible();
  await expect(era.getByText(/2025-11-25 wraps non-object structuredContent as \{result: …\}/)).toBeVisible();
  await expect(era.getByRole('list', { name: 'Wire in 2026-07-28' })).toContainText('resultType complete');
  await expect(era.getByRole('list', { name: 'Wire in 2025-11-25' })).not.toContainText('resultType');
});

test('keyboard only: Tab to List tools, Enter, Tab to a tool, Enter selects it', async ({ page }) => {
  const tools = await openLab(page);
  const listTools = tools.getByRole('button', { name: 'List tools' });
  const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < 80 && !(await isFocused(listTools)); i++) await page.keyboard.press('Tab');
  await expect(listTools).toBeFocused();
  await page.keyboard.press('Enter');
  const firstTool = tools.getByRole('button', { name: /^get_today —/ });
  await expect(firstTool).toBeVisible();
  for (let i = 0; i < 10 && !(await isFocused(firstTool)); i++) await page.keyboard.press('Tab');
  await expect(firstTool).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstTool).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Tool detail' })).toContainText('Display name: get_today');
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`no serious axe violations on /lab after interacting (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const tools = await openLab(page);
    await walkAllPages(tools);
    await tools.getByRole('button', { name: /^book_meeting —/ }).click();
    await tools.getByRole('button', { name: 'List all' }).click();
    await expect(tools.getByText('miss — fetched from the server')).toBeVisible();
    const era = await eraPanel(page);
    await era.getByRole('button', { name: 'Compare both revisions' }).click();
    await expect(era.getByRole('list', { name: 'Wire in 2026-07-28' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

test('the tools, detail and era panels fit a 320 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const tools = await openLab(page);
  await walkAllPages(tools);
  await tools.getByRole('button', { name: /^book_meeting —/ }).click();
  await tools.getByRole('button', { name: 'List all' }).click();
  const era = await eraPanel(page);
  await era.getByRole('button', { name: 'Compare both revisions' }).click();
  await expect(era.getByRole('list', { name: 'Wire in 2026-07-28' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.LAB_SHOTS) await page.screenshot({ path: 'test-results/lab-tools-320.png', fullPage: true });
});

test('the cache badge counts down and turns stale when ttlMs runs out', async ({ page }) => {
  await page.goto('/lab?preset=cache-ttl');
  const tools = page.getByRole('region', { name: 'Tools' });
  const cache = tools.getByRole('group', { name: 'tools/list cache' });
  await tools.getByRole('button', { name: 'List all' }).click();
  await expect(cache.getByText(/^1500 ms — how long/)).toBeVisible();
  await expect(cache.getByText(/fresh — List all is served from the cache/)).toBeVisible();
  await expect(cache.getByText(/stale — the next List all fetches again/)).toBeVisible({ timeout: 5000 });
  await expect(cache.getByText(/^Time left/)).toHaveCount(0);
});
