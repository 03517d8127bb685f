import type { Page, Response } from '@playwright/test';
import { builtContent, expect, seriousAxeViolations, test } from './fixtures';

/** Marks of the lab engine in a script: the SDK's server entry and our controller. */
const LAB_MARKERS = ['serveStdio', 'mcpa-lab-calendar'];

async function scriptBodies(page: Page, action: () => Promise<unknown>) {
  const urls = new Set<string>();
  const onResponse = (r: Response) => {
    if (r.request().resourceType() === 'script') urls.add(r.url());
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const bodies: string[] = [];
  for (const url of urls) bodies.push(await (await page.request.get(url)).text());
  return bodies;
}

test('pages without a lab never load the lab engine', async ({ page }) => {
  const card = builtContent().cards[0];
  for (const route of ['/', `/cards/${card.slug}`]) {
    const bodies = await scriptBodies(page, () => page.goto(route));
    for (const marker of LAB_MARKERS)
      expect(
        bodies.some((b) => b.includes(marker)),
        `${route} loads ${marker}`,
      ).toBe(false);
  }
});

test('a lesson shows its lab as readable text first, and loads the lab when it comes into view', async ({ page }) => {
  const lesson = builtContent().lessons.find((l) => l.labPresets.includes('dropped-booking'))!;
  const bodies = await scriptBodies(page, () => page.goto(`/lessons/${lesson.slug}`));
  const lab = page.getByRole('region', { name: /^Lab: / }).first();
  await expect(lab).toContainText('Live lab · loading');
  await expect(lab).toContainText('Arm the fault');
  expect(bodies.some((b) => b.includes('serveStdio'))).toBe(false);
  await lab.scrollIntoViewIfNeeded();
  await expect(lab.getByRole('status').first()).toContainText('Connected · MCP 2026-07-28', { timeout: 15_000 });
});

test('keyboard only: run a scenario step and read which channel answered', async ({ page }) => {
  await page.goto('/lab?preset=unknown-tool');
  await expect(page.getByText('Connected · MCP 2026-07-28')).toBeVisible({ timeout: 15_000 });
  const run = page.getByRole('button', { name: 'Run step 1' });
  let reached = false;
  for (let i = 0; i < 80 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await run.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Last step: book_meting: jsonrpc-error')).toBeVisible();
  await expect(page.getByText('Scenario complete.')).toBeVisible();
});

test('at 320 px a lab full of results still never scrolls the page sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/lab?preset=content-gallery');
  await expect(page.getByText('Connected · MCP 2026-07-28')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Run step 1' }).click();
  await expect(page.getByText('Last step: room_tour: success')).toBeVisible();
  await page.getByRole('button', { name: 'Run step 2' }).click();
  await expect(page.getByText(/Last step: 1 content item/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
