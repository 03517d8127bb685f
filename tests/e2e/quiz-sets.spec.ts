import type { Page } from '@playwright/test';
import { readAssetUrls } from '@/lib/content/hashed-assets';
import type { Question } from '@/lib/quiz/schema';
import { builtContent, expect, expectFailedLoads, test } from './fixtures';

const bank = (): Question[] => builtContent().questions;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A question's prompt as the page reads it (backtick spans become code: same words, no backticks). */
const promptText = (q: Question) => q.prompt.replaceAll('`', '').trim();
const promptPattern = (q: Question) => new RegExp(escape(promptText(q).slice(0, 50)));

/** The options of the card on screen, in the order shown. */
const shownOptions = (page: Page) =>
  page
    .getByRole('form', { name: 'Answer' })
    .getByRole('radio')
    .evaluateAll((inputs) => inputs.map((i) => i.closest('label')?.textContent?.trim() ?? ''));

test('a shareable set: picked and ordered by keyboard, kept over a reload, and the link gives anyone the same set in the same order', async ({
  page,
  browser,
  context,
}) => {
  const lessons = [...new Set(bank().map((q) => q.lesson))];
  const [a, b, c] = lessons.slice(0, 3).map((l) => bank().find((q) => q.lesson === l && q.type === 'single')!);

  await page.goto('/quiz');
  await page.getByRole('link', { name: 'Build a shareable set' }).click();
  await expect(page.getByRole('heading', { name: 'Build a quiz set' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your set: 0 questions' })).toBeVisible();

  // Find each question by words from its id, tick it with the keyboard: added in the order ticked.
  const search = page.getByRole('searchbox', { name: 'Words in the question' });
  for (const q of [a, b, c]) {
    await search.fill(q.id);
    await expect(page.getByRole('status').filter({ hasText: /questions? match/ })).toHaveText(
      `1 of ${bank().length} questions match`,
    );
    await page.getByRole('checkbox', { name: promptPattern(q) }).focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByRole('heading', { name: 'Your set: 3 questions' })).toBeVisible();

  // Move the third question up: it becomes second, and focus stays on it.
  await page.getByRole('button', { name: 'Move question 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move question 2 up' })).toBeFocused();
  const order = page.locator('.set-builder__order > li .set-builder__text');
  await expect(order).toHaveText([promptText(a), promptText(c), promptText(b)]);

  await page.getByRole('textbox', { name: /^Title/ }).fill('Friday drill');
  const expectedSearch = `?set=${a.id},${c.id},${b.id}&title=Friday%20drill`;
  await expect(page.getByRole('textbox', { name: 'Link to this set' })).toHaveValue(
    new RegExp(`/quiz/practice${escape(expectedSearch)}$`),
  );

  // A reload loses nothing: the builder's address carries the set.
  await page.reload();
  await expect(order).toHaveText([promptText(a), promptText(c), promptText(b)]);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Friday drill');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await page.getByRole('textbox', { name: 'Link to this set' }).inputValue());

  // Somebody else (a fresh browser profile: no progress, nothing stored) opens the link.
  const mine = await page.context().newPage();
  await mine.goto(link);
  await expect(mine.getByText('Question 1 of 3')).toBeVisible();
  const myOptions = await shownOptions(mine);

  const elsewhere = await browser.newContext();
  const theirs = await elsewhere.newPage();
  await theirs.goto(link);
  await expect(theirs.getByText('Practice · Shared set')).toBeVisible();
  await expect(theirs.getByRole('heading', { level: 1 })).toHaveText('Friday drill');
  for (const [i, q] of [a, c, b].entries()) {
    await expect(theirs.getByText(`Question ${i + 1} of 3`)).toBeVisible();
    const region = theirs.getByRole('region', { name: promptPattern(q) });
    await expect(region).toBeVisible();
    if (i === 0) expect(await shownOptions(theirs)).toEqual(myOptions);
    await region.getByRole('radio').first().check();
    await theirs.keyboard.press('Enter');
    await expect(region.getByRole('status').filter({ hasText: /Correct\.|Not quite\./ })).toBeVisible();
    await theirs.keyboard.press('n');
  }
  await expect(theirs.getByRole('heading', { name: /^Done: \d of 3 right$/ })).toBeVisible();
  await elsewhere.close();
  await mine.close();
});

test('a damaged or outdated set link still gives what survived, and says what was left out', async ({ page }) => {
  const q = bank()[0];
  await page.goto(`/quiz/practice?set=${q.id},%3Cimg%20src%3Dx%3E,gone.question,${q.id}&title=%3Cb%3EHi%3C%2Fb%3E`);
  const note = page.getByRole('note');
  await expect(note).toContainText('1 entry in the link is not a question id and was skipped.');
  await expect(note).toContainText('Questions named twice are asked once.');
  await expect(note).toContainText('1 question in this link is no longer in the bank and was left out.');
  // The title is text, never markup.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<b>Hi</b>');
  await expect(page.locator('header b')).toHaveCount(0);
  await expect(page.getByText('Question 1 of 1')).toBeVisible();

  await page.goto('/quiz/practice?set=,,');
  await expect(page.getByRole('note')).toHaveText('This link names no questions.');
  await expect(page.getByRole('link', { name: 'build a set of your own' })).toHaveAttribute('href', '/quiz/sets');
});

test('practice by lesson offers its questions as a set to share', async ({ page }) => {
  const questions = bank().filter((q) => q.lesson === 'paging-tools-list');
  await page.goto('/quiz/practice?lesson=paging-tools-list');
  await page.getByRole('link', { name: 'Share these questions as a set' }).click();
  await expect(page.getByRole('heading', { name: `Your set: ${questions.length} questions` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/quiz/sets\\?set=${escape(questions.map((q) => q.id).join(','))}$`));
});

test('when the question bank cannot load, the page says why and a reload brings it back', async ({ page }) => {
  const bankUrl = `**${readAssetUrls().quizBank}`;
  expectFailedLoads(page, /\/data\/quiz-bank\./);
  await page.route(bankUrl, (route) => route.fulfill({ status: 503, body: 'busy' }));
  await page.goto('/quiz/sets');
  await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toHaveText(
    'The questions could not load (the server answered HTTP 503). Reload the page to try again.',
  );
  await page.unroute(bankUrl);
  await page.getByRole('link', { name: 'Reload the page' }).click();
  await expect(page.getByText(`All ${bank().length} questions`)).toBeVisible();
});
