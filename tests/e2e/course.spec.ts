import { builtContent, expect, test } from './fixtures';

test('index → lesson → Mark complete → reload keeps it, and the index shows it', async ({ page }) => {
  const first = builtContent().lessons.sort((a, b) => a.order - b.order)[0];
  const total = builtContent().lessons.length;
  await page.goto('/');
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
    'aria-valuetext',
    `0 of ${total} lessons complete`,
  );
  await page.getByRole('link', { name: first.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  await expect(page.getByText(`${first.readingMinutes} min read`)).toBeVisible();

  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByRole('button', { name: '✓ Completed' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: '✓ Completed' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('progressbar', { name: `${first.title} progress` })).toHaveAttribute(
    'aria-valuetext',
    'Completed',
  );
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
    'aria-valuetext',
    `1 of ${total} lessons complete`,
  );
});

test('previous and next link the lessons in order', async ({ page }) => {
  const [one, two] = builtContent().lessons.sort((a, b) => a.order - b.order);
  await page.goto(`/lessons/${one.slug}`);
  await page.getByRole('navigation', { name: 'Lessons' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(`/lessons/${two.slug}`);
  await page
    .getByRole('navigation', { name: 'Lessons' })
    .getByRole('link', { name: /Previous/ })
    .click();
  await expect(page).toHaveURL(`/lessons/${one.slug}`);
});

test('scrolling through a lesson records sections read on the index', async ({ page }) => {
  const lesson = builtContent().lessons.sort((a, b) => a.order - b.order)[1];
  const sections = lesson.headings.filter((h) => h.depth === 2);
  await page.goto(`/lessons/${lesson.slug}`);
  for (const s of sections) {
    await page.locator(`#${s.anchor}`).scrollIntoViewIfNeeded();
  }
  await page.goto('/');
  await expect(page.getByRole('progressbar', { name: `${lesson.title} progress` })).toHaveAttribute(
    'aria-valuetext',
    /[1-9]\d* of \d+ sections read/,
  );
});
