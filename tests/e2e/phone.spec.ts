import type { Locator, Page } from '@playwright/test';
import { allRoutes, builtContent, expect, liveRoutes, presenterRoutes, test } from './fixtures';

// A phone (360×740 CSS px) is a first-class screen: one compact header row, nothing sideways, fingers fit.
const PHONE = { width: 360, height: 740 };
const HEADER_MAX = 64;
const TARGET_MIN = 44;

const presenter = new Set(presenterRoutes().map((r) => r.route));
const routes = [...new Set([...allRoutes(), ...liveRoutes(), ...presenter, '/lab?present=1', '/no-such-page'])];

/**
 * The controls in `scope` smaller than a fingertip (44×44 CSS px): buttons, fields, summaries, the labels of
 * radios and checkboxes (the label is what a finger hits), and links styled as buttons or list entries (links in
 * running text are exempt, as WCAG 2.5.8 exempts them).
 */
function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, min) => {
    const selector = [
      'button',
      'select',
      'textarea',
      'summary',
      'input:not([type=radio]):not([type=checkbox]):not([type=hidden])',
      'label:has(> input[type=radio])',
      'label:has(> input[type=checkbox])',
      'a:not(p a):not(li > a):not(td a)',
    ].join(',');
    const elements = root.matches(selector) ? [root] : [...root.querySelectorAll<HTMLElement>(selector)];
    return elements
      .filter((el) => el.checkVisibility() && !el.closest('.visually-hidden'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < min - 0.5 || box.width < min - 0.5)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ` +
          `${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  }, TARGET_MIN);
}

/** Waits for what the page loads after it arrives (question bank, saved progress, labs) so the final layout is measured. */
async function settle(page: Page, route: string) {
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  if (presenter.has(route)) return;
  const labs = page.getByRole('region', { name: /^Lab: / });
  for (let i = 0; i < (await labs.count()); i++) {
    await labs.nth(i).scrollIntoViewIfNeeded();
    await expect(labs.nth(i).getByText(/^Connected · MCP/)).toBeVisible({ timeout: 15_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.use({ viewport: PHONE });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`at 360×740 in ${colorScheme}`, () => {
    test.use({ colorScheme });
    for (const route of routes) {
      test(`${route}: header ≤ ${HEADER_MAX} px, no sideways scroll, header targets ≥ ${TARGET_MIN} px`, async ({
        page,
      }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
        await settle(page, route);
        const header = page.getByRole('banner');
        if (presenter.has(route) || route.includes('present=1')) {
          // Slides and the presentation-size lab fill the screen: no site header at all.
          await expect(header).toBeHidden();
        } else {
          const box = (await header.boundingBox())!;
          expect(box.height, 'header height').toBeLessThanOrEqual(HEADER_MAX);
          expect(await smallTargets(header)).toEqual([]);
          for (const control of await header.getByRole('button').all()) {
            const { x, width } = (await control.boundingBox())!;
            expect(x + width, 'header control inside the screen').toBeLessThanOrEqual(PHONE.width);
          }
        }
        const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
      });
    }
  });
}

test('the menu button opens the navigation, Escape closes it and gives focus back, following a link closes it', async ({
  page,
}) => {
  await page.goto('/');
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-controls', 'site-nav');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();

  // Keyboard: Tab from the skip link and the home link reaches the button; Enter opens; Tab goes into the links.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  const names = ['Lessons', 'Cards', 'Lab', 'Exercises', 'Quiz', 'Live'];
  await expect(nav.getByRole('link')).toHaveText(names);
  expect(await smallTargets(nav)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Lessons' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Cards' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // The open menu lies over the page (it pushes nothing sideways) and closes when a link is followed.
  await menu.click();
  await expect(nav).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await nav.getByRole('link', { name: 'Live' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('on a wide screen the links, Live among them, sit in the header and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Lessons', 'Cards', 'Lab', 'Exercises', 'Quiz', 'Live']);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(HEADER_MAX);
  await nav.getByRole('link', { name: 'Live' }).click();
  await expect(page).toHaveURL(/\/live$/);
});

test('on a phone the header scrolls away: a section opened from the table of contents is not covered', async ({
  page,
}) => {
  const lesson = builtContent().lessons.sort((a, b) => a.order - b.order)[0];
  await page.goto(`/lessons/${lesson.slug}`);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const link = toc.getByRole('link').nth(2);
  const id = decodeURIComponent((await link.getAttribute('href'))!.split('#')[1]);
  await link.click();
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  // The element on top at the heading's first line is the heading itself, not a bar pinned over it.
  const onTop = await heading.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.left + 4, box.top + 4));
  });
  expect(onTop).toBe(true);
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(header.y + header.height).toBeLessThanOrEqual(0);
});

test('the lab on a phone: panels stacked, every control reachable without sideways scrolling and ≥ 44 px', async ({
  page,
}) => {
  await page.goto('/lab?preset=unknown-tool');
  const lab = page.locator('main');
  await expect(lab.getByRole('status').filter({ hasText: /^Connected · MCP/ })).toBeVisible({ timeout: 15_000 });
  // One region at a time: the panels first; the scenarios and the trace wait behind their tabs.
  const tabs = lab.getByRole('tablist', { name: 'Lab regions' });
  await expect(tabs.getByRole('tab', { name: 'Panels' })).toHaveAttribute('aria-selected', 'true');
  await expect(lab.getByRole('navigation', { name: 'Scenarios' })).toBeHidden();
  // The scenario opens the groups it uses; the Tools group is folded until asked for.
  await lab
    .locator('summary')
    .filter({ hasText: /^Tools$/ })
    .click();
  const primary = ['Run step 1', 'List tools', 'List all tools', 'Call a tool that does not exist'];
  for (const name of [...primary, 'Send a malformed call']) {
    const button = lab.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
  }
  // One column: every panel shown starts at the same left edge.
  const lefts = await lab
    .locator('.lab-panel')
    .evaluateAll((panels) =>
      panels.filter((p) => p.checkVisibility()).map((p) => Math.round(p.getBoundingClientRect().left)),
    );
  expect(new Set(lefts).size).toBe(1);
  expect(await smallTargets(lab)).toEqual([]);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The Scenario tab lists the scenarios, by lesson; a link opens one.
  await tabs.getByRole('tab', { name: 'Scenario' }).click();
  const list = lab.getByRole('navigation', { name: 'Scenarios' });
  await expect(list).toBeVisible();
  expect(await smallTargets(lab)).toEqual([]);
  await list.getByRole('link', { name: 'Send a malformed tools/call' }).click();
  await expect(page).toHaveURL(/\/lab\?preset=malformed-call$/);
  await expect(lab.getByText(/^Scenario: Send a malformed/)).toBeVisible({ timeout: 15_000 });
});

test('quiz options and buttons are at least 44 px on a phone', async ({ page }) => {
  const ids = builtContent()
    .questions.filter((q) => q.type === 'single' || q.type === 'multi')
    .slice(0, 2)
    .map((q) => q.id);
  await page.goto(`/quiz/practice?set=${ids.join(',')}&title=Phone`);
  const form = page.getByRole('form', { name: 'Answer' });
  await expect(form).toBeVisible();
  expect(await smallTargets(page.locator('main'))).toEqual([]);
  await form.getByRole('radio').or(form.getByRole('checkbox')).first().check();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/Correct\.|Not quite\./)).toBeVisible();
  expect(await smallTargets(page.locator('main'))).toEqual([]);
});
