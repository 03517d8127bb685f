import { builtContent, expect, test } from './fixtures';

test('keyboard path: skip link, visible focus, mark complete, theme toggle', async ({ page }) => {
  const lesson = builtContent().lessons.sort((a, b) => a.order - b.order)[0];
  await page.goto(`/lessons/${lesson.slug}`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // From the main landmark, Tab reaches the table of contents and, eventually, Mark complete. With every
  // "Check yourself" closed, it stops on each of them and on none of their questions.
  const markComplete = page.getByRole('button', { name: 'Mark complete' });
  await expect(markComplete).toBeEnabled();
  const questions = builtContent().questions.filter((q) => q.lesson === lesson.slug);
  const sections = [...new Set(questions.map((q) => q.section.anchor))];
  const checks: string[] = [];
  let reached = false;
  let presses = 0;
  while (presses < 150 && !reached) {
    await page.keyboard.press('Tab');
    presses++;
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent ?? '',
      inQuestion: !!document.activeElement?.closest('form[aria-label="Answer"]'),
    }));
    expect(focused.inQuestion, 'a closed "Check yourself" keeps its questions out of the Tab order').toBe(false);
    if (/^Check yourself \(\d+\)$/.test(focused.text)) checks.push(focused.text);
    reached = await markComplete.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  expect(checks).toEqual(
    sections.map((a) => `Check yourself (${questions.filter((q) => q.section.anchor === a).length})`),
  );
  test
    .info()
    .annotations.push({ type: 'Tab presses from the main landmark to Mark complete', description: `${presses}` });
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: '✓ Completed' })).toBeFocused();
});

test('the theme toggle is remembered across reloads and can go back to the system setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-theme');
  const toggle = page.getByRole('button', { name: /^Theme: Auto/ });
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /^Theme: Light/ }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /^Theme: Dark/ }).click();
  await expect(html).not.toHaveAttribute('data-theme');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(22, 24, 29)');
});
