import type { Locator, Page } from '@playwright/test';
import { builtContent, expect, seriousAxeViolations, test } from './fixtures';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 740 };

const wireTrace = (page: Page) => page.getByRole('region', { name: 'Wire trace' });

/** Connected and no action running: the status line then ends with the era. */
const idle = (page: Page) =>
  expect(page.getByText('Connected · MCP 2026-07-28', { exact: true })).toBeVisible({ timeout: 15_000 });

async function openWorkbench(page: Page, path = '/lab') {
  await page.setViewportSize(WIDE);
  await page.goto(path);
  await idle(page);
}

/** The page itself: as tall as the window at most, and not scrolled. */
async function pageFitsWindow(page: Page) {
  const { height, scrollY, inner } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    scrollY: window.scrollY,
    inner: window.innerHeight,
  }));
  expect(height).toBeLessThanOrEqual(inner);
  expect(scrollY).toBe(0);
}

/** The seqs of the trace messages of the last action, read from the lab's controller. */
const lastActionSeqs = (page: Page) =>
  page.evaluate(() => {
    const lab = window.mcpaLab!;
    const from = lab.getState().lastAction?.fromSeq ?? Infinity;
    return lab
      .trace()
      .filter((e) => e.seq >= from)
      .map((e) => e.seq);
  });

/** Every message of the last action is a row of the trace, marked as such, wholly inside the window. */
async function lastActionInView(page: Page, atLeast: number) {
  const seqs = await lastActionSeqs(page);
  expect(seqs.length).toBeGreaterThanOrEqual(atLeast);
  const trace = wireTrace(page);
  for (const seq of seqs) {
    const row = trace.getByRole('listitem').filter({ hasText: new RegExp(`^#${seq} `) });
    await expect(row).toContainText('Last action');
    await expect(row).toBeInViewport({ ratio: 1 });
  }
  await expect(trace.getByRole('listitem').filter({ hasText: 'Last action' })).toHaveCount(seqs.length);
  await pageFitsWindow(page);
}

test('at 1440×900 the page fits the window, and each action’s messages are in view in the trace', async ({ page }) => {
  await openWorkbench(page);
  await pageFitsWindow(page);
  await expect(page.getByRole('navigation', { name: 'Scenarios' }).getByRole('link')).not.toHaveCount(0);

  // List tools: its request and response.
  await page.getByRole('region', { name: 'Tools' }).getByRole('button', { name: 'List tools', exact: true }).click();
  await idle(page);
  await lastActionInView(page, 2);
  await expect(wireTrace(page).getByRole('listitem').filter({ hasText: 'Last action' }).first()).toContainText(
    'tools/list',
  );

  // A tool call, from the generated form.
  const call = page.getByRole('region', { name: 'Call' });
  await call.getByRole('button', { name: 'List all tools' }).click();
  await idle(page);
  await call.getByLabel('Tool', { exact: true }).selectOption('get_today');
  await call.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Result' }).getByText('Success', { exact: true })).toBeVisible();
  await idle(page);
  await lastActionInView(page, 2);

  // Open subscription: the listen request and its acknowledgement.
  await page.getByRole('region', { name: 'Subscriptions' }).getByRole('button', { name: 'Open subscription' }).click();
  await expect(page.getByText(/^● Listening/)).toBeVisible();
  await idle(page);
  await lastActionInView(page, 2);

  // A booking whose response is dropped: the request went out, and no answer came back.
  const faults = page.getByRole('region', { name: 'Faults' });
  await faults.getByRole('button', { name: 'Drop the next response' }).click();
  await faults.getByRole('button', { name: 'Book meeting' }).click();
  await expect(faults.getByText(/^Pending — no response arrived/)).toBeVisible();
  await idle(page);
  await lastActionInView(page, 1);
  await expect(wireTrace(page).getByRole('listitem').filter({ hasText: 'Last action' }).first()).toContainText(
    'tools/call',
  );
});

test('the splitter between the panels and the trace moves with the keyboard and the pointer', async ({ page }) => {
  await openWorkbench(page);
  const splitter = page.getByRole('separator', { name: 'Resize the panels and the wire trace' });
  const panels = page.locator('#wb-panels');
  await expect(splitter).toHaveAttribute('aria-controls', 'wb-panels');
  await expect(splitter).toHaveAttribute('aria-orientation', 'vertical');
  await expect(splitter).toHaveAttribute('aria-valuenow', '50');
  const width = async () => (await panels.boundingBox())!.width;
  const before = await width();

  await splitter.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(splitter).toHaveAttribute('aria-valuenow', '45');
  await expect.poll(width).toBeLessThan(before);
  await page.keyboard.press('End');
  await expect(splitter).toHaveAttribute('aria-valuenow', '75');
  await expect.poll(width).toBeGreaterThan(before);
  await page.keyboard.press('Home');
  await expect(splitter).toHaveAttribute('aria-valuenow', '20');
  await page.keyboard.press('ArrowRight');
  await expect(splitter).toHaveAttribute('aria-valuenow', '25');

  // Enter collapses the panels and restores them where they were.
  await page.keyboard.press('Enter');
  await expect(splitter).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('region', { name: 'Tools' })).toBeHidden();
  await expect(wireTrace(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(splitter).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByRole('region', { name: 'Tools' })).toBeVisible();

  // A drag to two thirds of the lab's width.
  const lab = (await page.locator('.lab--workbench').boundingBox())!;
  const handle = (await splitter.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(lab.x + (lab.width * 2) / 3, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.up();
  const dragged = Number(await splitter.getAttribute('aria-valuenow'));
  expect(dragged).toBeGreaterThanOrEqual(62);
  expect(dragged).toBeLessThanOrEqual(70);
  await pageFitsWindow(page);
});

test('a scenario is marked in the side list, opens its panels’ groups and folds the others', async ({ page }) => {
  await openWorkbench(page, '/lab?preset=page-all');
  const list = page.getByRole('navigation', { name: 'Scenarios' });
  const current = list.getByRole('link', { name: 'Page through tools/list' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(list.getByText('Send back exactly the nextCursor you received; never build one.')).toBeVisible();
  // Another scenario's steps are there when its list item is opened (the page's HTML leaves them out).
  const other = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'An empty-string cursor' }) });
  await expect(other.getByText('Sending "" back is legal and gets page two, not page one again.')).toBeHidden();
  await other.getByText('3 steps').click();
  await expect(other.getByRole('listitem')).toHaveText([
    'Look at nextCursor: it is the empty string, not absent.',
    'Sending "" back is legal and gets page two, not page one again.',
    'No nextCursor now: the list is complete.',
  ]);
  await expect(page.getByRole('region', { name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Faults' })).toBeHidden();
  await page
    .locator('summary')
    .filter({ hasText: /^Faults$/ })
    .click();
  await expect(page.getByRole('region', { name: 'Faults' })).toBeVisible();
  await pageFitsWindow(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousAxeViolations(page), colorScheme).toEqual([]);
  }
});

/** Neither the page nor any region shown (tab panels, panels, the scenario list) is wider than the window. */
async function nothingOverflows(page: Page) {
  const overflowing = await page.evaluate(() => {
    const regions = [
      document.scrollingElement!,
      ...document.querySelectorAll('main, [role=tablist], [role=tabpanel], nav[aria-label=Scenarios], .lab-panel'),
    ].filter((el) => el.checkVisibility());
    return regions
      .filter(
        (el) => el.scrollWidth > el.clientWidth + 0.5 || el.getBoundingClientRect().right > window.innerWidth + 0.5,
      )
      .map((el) => el.getAttribute('aria-label') ?? el.id ?? el.tagName);
  });
  expect(overflowing).toEqual([]);
}

test('at 360×740 the regions are tabs, Trace counts unseen messages, and nothing overflows', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/lab');
  const tabs = page.getByRole('tablist', { name: 'Lab regions' });
  const tab = (name: string) => tabs.getByRole('tab', { name: new RegExp(`^${name}`) });
  await expect(tab('Panels')).toHaveAttribute('aria-selected', 'true');
  const tools = page.getByRole('region', { name: 'Tools' });
  await expect(tools).toContainText('get_today', { timeout: 15_000 });
  await expect(wireTrace(page)).toBeHidden();
  // The first page of tools came over the wire while the trace was out of sight.
  await expect(tab('Trace')).toHaveAccessibleName(/^Trace \(\d+ new\)$/);
  await nothingOverflows(page);

  await tab('Trace').click();
  await expect(tab('Trace')).toHaveAttribute('aria-selected', 'true');
  await expect(wireTrace(page)).toBeVisible();
  await expect(tools).toBeHidden();
  await expect(tab('Trace')).toHaveAccessibleName('Trace');
  await expect(page.getByRole('tabpanel', { name: /^Trace/ })).toBeVisible();
  await nothingOverflows(page);

  // Keyboard: the arrows move between tabs and show each region.
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Panels')).toBeFocused();
  await expect(tab('Panels')).toHaveAttribute('aria-selected', 'true');
  await tools.getByRole('button', { name: 'List tools', exact: true }).click();
  await idle(page);
  await expect(tab('Trace')).toHaveAccessibleName('Trace (2 new)');
  await tab('Panels').focus();
  await page.keyboard.press('Home');
  await expect(tab('Scenario')).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('navigation', { name: 'Scenarios' });
  await expect(list).toBeVisible();
  await expect(tools).toBeHidden();
  await nothingOverflows(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A scenario opens from the list.
  await list.getByRole('link', { name: 'Send a malformed tools/call' }).click();
  await expect(page).toHaveURL(/\/lab\?preset=malformed-call$/);
  await expect(page.getByText(/^Scenario: Send a malformed/)).toBeVisible({ timeout: 15_000 });
  await nothingOverflows(page);
});

test('a lesson’s lab stays compact and links to the same scenario in the workbench', async ({ page }) => {
  const lesson = builtContent().lessons.find((l) => l.labPresets.includes('dropped-booking'))!;
  await page.goto(`/lessons/${lesson.slug}`);
  const open: Locator = page.getByRole('link', { name: /^Open in the lab\b.*A dropped response/ });
  await expect(open).toHaveAttribute('href', '/lab?preset=dropped-booking');
  await open.click();
  await expect(
    page.getByRole('navigation', { name: 'Scenarios' }).getByRole('link', { name: /^A dropped response/ }),
  ).toHaveAttribute('aria-current', 'page');
});
