import type { Page } from '@playwright/test';
import type { Question } from '@/lib/quiz/schema';
import {
  builtContent,
  checkYourself,
  expect,
  openCheckYourself,
  questionCard,
  seriousAxeViolations,
  test,
} from './fixtures';

const bank = (lesson: string): Question[] => builtContent().questions.filter((q) => q.lesson === lesson);
const allChecks = (page: Page) => page.getByRole('button', { name: /^Check yourself \(\d+\)$/ });

/** What the learner's saved progress holds for one lesson. */
const savedLesson = (page: Page, slug: string) =>
  page.evaluate((s) => {
    const raw = localStorage.getItem('mcpa-lab:progress');
    type Saved = { state: { lessons: Record<string, { checksOpen?: string[] }>; attempts: Record<string, unknown[]> } };
    const state = raw ? (JSON.parse(raw) as Saved).state : { lessons: {}, attempts: {} };
    return { checksOpen: state.lessons[s]?.checksOpen ?? [], attempts: state.attempts };
  }, slug);

test('every section with questions ends with one closed "Check yourself (N)", N as in the bank', async ({ page }) => {
  test.setTimeout(120_000);
  for (const lesson of builtContent().lessons) {
    const questions = bank(lesson.slug);
    await page.goto(`/lessons/${lesson.slug}`);
    // Page order of the lesson's section headings and the disclosures: each section's comes before the next ##.
    const anchors = new Set(lesson.headings.filter((h) => h.depth === 2).map((h) => h.anchor));
    const order = await page
      .getByRole('heading', { level: 2 })
      .or(allChecks(page))
      .evaluateAll((els) => els.map((e) => (e.tagName === 'H2' ? `## ${e.id}` : (e.textContent ?? ''))));
    const expected = lesson.headings
      .filter((h) => h.depth === 2)
      .flatMap((h) => {
        const n = questions.filter((q) => q.section.anchor === h.anchor).length;
        return n ? [`## ${h.anchor}`, `Check yourself (${n})`] : [`## ${h.anchor}`];
      });
    expect(
      order.filter((o) => !o.startsWith('## ') || anchors.has(o.slice(3))),
      lesson.slug,
    ).toEqual(expected);
    // All closed, each described by its section's heading; no question shows until one is opened.
    const checks = allChecks(page);
    for (let i = 0; i < (await checks.count()); i++)
      await expect(checks.nth(i), lesson.slug).toHaveAttribute('aria-expanded', 'false');
    await expect(questionCard(page, questions[0])).toBeHidden();
    const last = questions.at(-1)!;
    await expect(checkYourself(page, last)).toHaveAccessibleDescription(last.section.heading);
  }
});

test('opened by keyboard, answered in place, remembered across a reload, closed again; axe in both themes', async ({
  page,
}) => {
  // Two axe runs over a whole lesson: most of a minute on a busy machine.
  test.setTimeout(120_000);
  const slug = 'paging-tools-list';
  const q = bank(slug).find((x) => x.type === 'single' || x.type === 'truefalse')!;
  await page.goto(`/lessons/${slug}`);
  const button = checkYourself(page, q);
  await expect(button).toBeEnabled();
  await button.focus();
  expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const region = questionCard(page, q);
  await expect(region).toBeVisible();
  // Tab goes from the button into its questions.
  await page.keyboard.press('Tab');
  expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // Answered where it stands, by keyboard: a number key picks, Enter checks; the attempt is saved as a lesson one.
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await expect(region.getByRole('status').filter({ hasText: /Correct\.|Not quite\./ })).toBeVisible();
  await expect
    .poll(async () => (await savedLesson(page, slug)).attempts[q.id])
    .toEqual([expect.objectContaining({ mode: 'lesson' })]);
  expect((await savedLesson(page, slug)).checksOpen).toEqual([q.section.anchor]);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousAxeViolations(page), colorScheme).toEqual([]);
  }

  await page.reload();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(region).toBeVisible();
  await expect(allChecks(page).and(page.locator('[aria-expanded="true"]'))).toHaveCount(1);

  await button.focus();
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(region).toBeHidden();
  await page.reload();
  await expect(button).toBeEnabled();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect((await savedLesson(page, slug)).checksOpen).toEqual([]);
});

test('a link to a question opens its "Check yourself" and scrolls to it, without remembering it open', async ({
  page,
}) => {
  const slug = 'tool-calls-over-http-and-stdio';
  const questions = bank(slug);
  const far = questions.at(-1)!;
  const other = questions.find((q) => q.section.anchor !== far.section.anchor)!;
  await page.goto(`/lessons/${slug}#q-${far.id}`);
  await expect(checkYourself(page, far)).toHaveAttribute('aria-expanded', 'true');
  await expect(questionCard(page, far)).toBeInViewport();
  await expect(checkYourself(page, other)).toHaveAttribute('aria-expanded', 'false');

  // Another question's link on the same page: its section opens too.
  await page.goto(`/lessons/${slug}#q-${other.id}`);
  await expect(checkYourself(page, other)).toHaveAttribute('aria-expanded', 'true');
  await expect(questionCard(page, other)).toBeInViewport();
  await expect(checkYourself(page, far)).toHaveAttribute('aria-expanded', 'true');

  // Closing one opened by a link keeps it closed; a link is not a choice, so nothing was saved.
  await checkYourself(page, other).click();
  await expect(checkYourself(page, other)).toHaveAttribute('aria-expanded', 'false');
  expect((await savedLesson(page, slug)).checksOpen).toEqual([]);
});

test('a lab task in a lesson is answered inside its "Check yourself" with the lab on the page', async ({ page }) => {
  const task = builtContent().questions.find((q) => q.type === 'lab')!;
  await page.goto(`/lessons/${task.lesson}`);
  await expect(questionCard(page, task)).toBeHidden();
  await openCheckYourself(page, task);
  const region = questionCard(page, task);
  await region.getByRole('button', { name: 'Check my lab work' }).click();
  await expect(region.getByRole('status').filter({ hasText: 'Not quite.' })).toBeVisible();
  // Saved just after the verdict is painted.
  await expect
    .poll(async () => (await savedLesson(page, task.lesson)).attempts[task.id])
    .toEqual([expect.objectContaining({ correct: false, mode: 'lesson' })]);
});
