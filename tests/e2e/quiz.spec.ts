import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Question } from '@/lib/quiz/schema';
import { JOURNAL_PREFIX } from '@/lib/progress/journal';
import { PROGRESS_VERSION } from '@/lib/progress/persisted';
import { builtContent, escape, expect, openCheckYourself, questionCard, seriousAxeViolations, test } from './fixtures';

const bank = (): Question[] => builtContent().questions;

const card = questionCard;

const savedAttempts = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('mcpa-lab:progress');
    return raw ? (JSON.parse(raw) as { state: { attempts: Record<string, unknown[]> } }).state.attempts : {};
  });

test('practice by lesson: keyboard answers, instant feedback with every option explained, N for the next, saved', async ({
  page,
}) => {
  const lesson = 'paging-tools-list';
  const questions = bank().filter((q) => q.lesson === lesson);
  await page.goto('/quiz');
  await page.getByRole('link', { name: /Paging through tools\/list/ }).click();
  await expect(page.getByText(`Question 1 of ${questions.length}`)).toBeVisible();
  const title = builtContent().lessons.find((l) => l.slug === lesson)!.title;
  await expect(page.getByText(`Practice · Lesson: ${title}`)).toBeVisible();

  // Answer the first question wrongly or rightly, by keyboard only: a number key picks, Enter checks.
  const first = questions[0];
  const region = card(page, first);
  await expect(region).toBeVisible();
  if (first.type === 'single' || first.type === 'truefalse' || first.type === 'multi' || first.type === 'hotspot') {
    await region
      .getByRole(first.type === 'multi' ? 'checkbox' : 'radio')
      .first()
      .focus();
    const picks = first.type === 'multi' ? first.select : 1;
    for (let i = 1; i <= picks; i++) await page.keyboard.press(String(i));
    await page.keyboard.press('Enter');
  } else if (first.type === 'short') {
    await region.getByLabel('Your answer').fill(first.answers[0]);
    await page.keyboard.press('Enter');
  } else {
    await region.getByRole('button', { name: 'Check answer' }).click();
  }
  const verdict = region.getByRole('status').filter({ hasText: /Correct\.|Not quite\./ });
  await expect(verdict).toBeVisible();
  await expect(verdict).toContainText(/^[✓✗]/);
  // The checked options are disabled; focus moved to the verdict rather than falling to the top of the page.
  await expect(verdict).toBeFocused();
  await expect(region.getByRole('link', { name: first.section.heading })).toHaveAttribute(
    'href',
    `/lessons/${lesson}#${first.section.anchor}`,
  );
  if ('options' in first && first.type !== 'order')
    for (const o of first.options)
      await expect(region.getByText(o.explanation.replaceAll('`', '').slice(0, 40), { exact: false })).toBeVisible();

  // N goes on; the next question is answered right on purpose, from the bank.
  await page.keyboard.press('n');
  await expect(page.getByText(`Question 2 of ${questions.length}`)).toBeVisible();
  const second = questions[1];
  const next = card(page, second);
  if (second.type === 'single' || second.type === 'truefalse' || second.type === 'hotspot') {
    const right = second.options.find((o) => o.correct)!;
    await next.getByRole('radio', { name: new RegExp(escape(right.text.replaceAll('`', '').slice(0, 40))) }).check();
    await next.getByRole('button', { name: 'Check answer' }).click();
    await expect(next.getByRole('status')).toContainText('✓ Correct.');
  }

  const attempts = await savedAttempts(page);
  expect(attempts[first.id]).toHaveLength(1);
  await page.reload();
  expect((await savedAttempts(page))[first.id]).toHaveLength(1);
});

test('a lab task is marked correct only after the learner really did it in the lab', async ({ page }) => {
  const task = bank().find((q) => q.type === 'lab' && q.task === 'jsonrpc-error')!;
  await page.goto(`/lessons/${task.lesson}`);
  const region = card(page, task);
  await expect(region).toBeHidden();
  await openCheckYourself(page, task);
  await region.scrollIntoViewIfNeeded();
  // Claiming it before doing it: the trace says no.
  await region.getByRole('button', { name: 'Open a lab here' }).click();
  await expect(region.getByText('Connected · MCP 2026-07-28', { exact: true })).toBeVisible({ timeout: 15_000 });
  await region.getByRole('button', { name: 'Check my lab work' }).click();
  await expect(region.getByRole('status').filter({ hasText: 'Not quite.' })).toBeVisible();
  await expect(region.getByText(/No tools\/call has been answered with a JSON-RPC error/)).toBeVisible();

  // Doing it: a call to a tool that does not exist, answered on the JSON-RPC error channel.
  await region.getByRole('button', { name: 'Try again' }).click();
  await region.getByRole('button', { name: 'Call a tool that does not exist' }).click();
  await expect(region.getByRole('region', { name: 'Result' })).toContainText('-32602');
  await region.getByRole('button', { name: 'Check my lab work' }).click();
  await expect(region.getByRole('status').filter({ hasText: '✓ Correct.' })).toBeVisible();
  await expect(region.getByText(/was answered with JSON-RPC error -32602/)).toBeVisible();
  const attempts = (await savedAttempts(page))[task.id] as { correct: boolean }[];
  expect(attempts.map((a) => a.correct)).toEqual([false, true]);
});

test('two tabs answering at once both keep their answers', async ({ page, context }) => {
  const [a, b] = bank().filter((q) => q.lesson === 'caching-ttl-scope' && q.type === 'truefalse');
  const other = await context.newPage();
  await page.goto('/lessons/caching-ttl-scope');
  await other.goto('/lessons/caching-ttl-scope');
  for (const [tab, q] of [
    [page, a],
    [other, b],
  ] as const) {
    await openCheckYourself(tab, q);
    const region = card(tab, q);
    await region.getByRole('radio').first().check();
    await region.getByRole('button', { name: 'Check answer' }).click();
    await expect(region.getByRole('status').filter({ hasText: /Correct\.|Not quite\./ })).toBeVisible();
  }
  // Each tab saves just after it paints its verdict: wait until both answers are stored, then reload each tab.
  await expect.poll(async () => Object.keys(await savedAttempts(page))).toEqual(expect.arrayContaining([a.id, b.id]));
  for (const tab of [page, other]) {
    await tab.reload();
    const attempts = await savedAttempts(tab);
    expect(Object.keys(attempts)).toEqual(expect.arrayContaining([a.id, b.id]));
  }
  await other.close();
});

test('an answer checked just before the tab closes is saved: closing writes what waits', async ({ page, context }) => {
  const q = bank().find((x) => x.lesson === 'paging-tools-list' && x.type === 'truefalse')!;
  const tab = await context.newPage();
  await tab.goto(`/quiz/practice?set=${q.id}`);
  await card(tab, q).getByRole('radio').first().focus();
  await tab.keyboard.press('1');
  // The tab gets no further frame or timer, as when it is closed right after the answer: the save scheduled for
  // after the next paint never runs.
  await tab.evaluate(() => {
    window.requestAnimationFrame = () => 0;
    window.setTimeout = (() => 0) as unknown as typeof window.setTimeout;
  });
  await tab.keyboard.press('Enter');
  await expect(card(tab, q).getByRole('status')).toContainText(/Correct\.|Not quite\./);
  // Already in the answer journal (its own key, written as the answer was checked): saved whatever comes next.
  // On a busy machine it may already be in the progress instead, the journal emptied (the test saw both). Read in
  // one go: the answer is in exactly one of the two.
  const now = await tab.evaluate(
    ([key, prefix]) => ({
      saved: Object.keys(
        (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { attempts?: object } }).state?.attempts ?? {},
      ),
      journaled: Object.keys(localStorage).filter((k) => k.startsWith(prefix)).length,
    }),
    ['mcpa-lab:progress', JOURNAL_PREFIX] as const,
  );
  expect([
    { saved: [], journaled: 1 },
    { saved: [q.id], journaled: 0 },
  ]).toContainEqual(now);
  await tab.close({ runBeforeUnload: true });
  await page.goto('/quiz/progress');
  // Closing folded it into the progress, or this load does: either way once, and the journal is empty.
  await expect.poll(async () => Object.keys(await savedAttempts(page))).toEqual([q.id]);
  expect((await savedAttempts(page))[q.id]).toHaveLength(1);
  await expect.poll(() => journaled(page)).toEqual([]);
});

/** The question ids of the answers in the journal (lib/progress/journal.ts), not yet folded into the progress. */
const journaled = (page: Page) =>
  page.evaluate((prefix) => {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    return keys
      .filter((k) => k.startsWith(prefix))
      .map((k) => (JSON.parse(localStorage.getItem(k)!) as { questionId: string }).questionId);
  }, JOURNAL_PREFIX);

/** Gives the question on screen some answer, whatever its type (an exam only records it). */
async function answerSomehow(page: Page) {
  const form = page.getByRole('form', { name: 'Answer' });
  await expect(form).toBeVisible();
  if (await form.getByRole('radio').count()) await form.getByRole('radio').first().check();
  else if (await form.getByRole('checkbox').count()) await form.getByRole('checkbox').first().check();
  else if (await form.getByLabel('Your answer').count()) {
    await form.getByLabel('Your answer').fill('nextCursor');
    // Letters typed in the answer field are the answer: a keyboard user leaves the field before pressing F or N.
    await page.keyboard.press('Tab');
  } else await form.getByRole('button', { name: /down$/ }).first().click();
}

test('an exam: flags, a reload in the middle, no feedback until submit, then results by topic', async ({ page }) => {
  await page.goto('/quiz/exam');
  await page.getByLabel(/^Questions/).fill('4');
  await page.getByRole('radio', { name: /^Standard time/ }).check();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByText('Question 1 of 4')).toBeVisible();
  await expect(page.getByText(/^Time left: \d+:\d\d$/)).toBeVisible();

  await answerSomehow(page);
  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: '⚑ Flagged' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('n');
  await expect(page.getByText('Question 2 of 4')).toBeVisible();
  await answerSomehow(page);
  // No verdict while the exam runs.
  await expect(page.getByText(/^(✓ )?Correct\.|Not quite\./)).toHaveCount(0);

  // A reload (or a closed tab) resumes the exam where it was.
  await page.reload();
  await expect(page.getByText('Question 2 of 4')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Questions' });
  await expect(nav.getByRole('button', { name: '1 ⚑ ✓ (answered, flagged)' })).toBeVisible();
  await expect(nav.getByRole('button', { name: '2 ✓ (answered)' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The time limit can be extended or switched off (WCAG 2.2.1).
  await page.getByRole('button', { name: 'Turn off the time limit' }).click();
  await expect(page.getByText('No time limit.')).toBeVisible();

  await page.getByRole('button', { name: 'Review answers' }).click();
  const review = page.getByRole('region', { name: 'Review before you submit' });
  await expect(review).toContainText('2 of 4 answered; 2 not answered (they count as wrong); 1 flagged.');
  await expect(review.getByRole('listitem').first()).toContainText('answered · ⚑ flagged');
  await review.getByRole('button', { name: 'Submit the exam' }).click();

  await expect(page.getByRole('heading', { name: 'Exam result' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d of 4 right/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'By topic, weakest first' }).getByRole('row')).not.toHaveCount(1);
  const answers = page.getByRole('region', { name: 'Your answers' });
  await expect(answers.getByText(/not answered/)).toHaveCount(2);
  await answers.getByText(/^Question 1:/).click();
  await expect(answers.getByRole('link', { name: /.+/ }).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const attempts = Object.values(await savedAttempts(page)).flat() as { mode: string }[];
  expect(attempts.filter((a) => a.mode === 'exam')).toHaveLength(4);
  // After a reload the finished exam is in the history, and no exam is running.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start the exam' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earlier exams' })).toContainText('of 4');
});

test('an exam submits itself when the time runs out', async ({ page }) => {
  await page.clock.install();
  await page.goto('/quiz/exam');
  await page.getByLabel(/^Questions/).fill('2');
  await page.getByRole('radio', { name: /^Standard time/ }).check();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await answerSomehow(page);
  await page.clock.fastForward('05:00'); // 2 of 30 questions get 2/30 of 45 minutes: 3 minutes;
  await expect(
    page.getByRole('status').filter({ hasText: /of 2 right.*submitted when the time ran out/ }),
  ).toBeVisible();
});

test('spaced review: new questions up to the daily cap, confidence recorded; the drill shows recent misses', async ({
  page,
}) => {
  await page.goto('/quiz/review');
  await expect(page.getByText(/^10 to review now/)).toBeVisible();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await answerSomehow(page);
  await page.getByRole('button', { name: 'Check — I am unsure' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Correct\.|Not quite\./ })).toBeVisible();
  await expect(page.getByText(/^Next review of this question: /)).toBeVisible();
  const saved = Object.values(await savedAttempts(page)).flat() as { mode: string; confidence?: string }[];
  expect(saved).toEqual([expect.objectContaining({ mode: 'review', confidence: 'unsure' })]);

  // A question missed yesterday is in the drill.
  const missed = bank().find((q) => q.type === 'single')!;
  await page.evaluate((id) => {
    const yesterday = Date.now() - 86_400_000;
    const state = {
      lessons: {},
      attempts: { [id]: [{ id: 'x1', at: yesterday, correct: false, mode: 'practice' }] },
      exam: null,
      examHistory: [],
    };
    localStorage.setItem('mcpa-lab:progress', JSON.stringify({ version: 3, state }));
  }, missed.id);
  await page.goto('/quiz/review?mode=missed');
  await expect(page.getByText('1 question whose last answer in the past 7 days was wrong.')).toBeVisible();
  await expect(card(page, missed)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the dashboard after some answers: readiness with its sums, topics, lessons, exams, reviews ahead', async ({
  page,
}) => {
  // One question answered right, where it stands in its lesson.
  const paging = bank().filter((q) => q.lesson === 'paging-tools-list');
  const right = paging.find((q) => q.type === 'single' || q.type === 'truefalse')!;
  await page.goto('/lessons/paging-tools-list');
  await openCheckYourself(page, right);
  const region = card(page, right);
  const option = (right as Extract<Question, { type: 'single' }>).options.find((o) => o.correct)!;
  await region.getByRole('radio', { name: new RegExp(escape(option.text.replaceAll('`', '').slice(0, 40))) }).check();
  await region.getByRole('button', { name: 'Check answer' }).click();
  await expect(region.getByRole('status')).toContainText('✓ Correct.');

  await page.goto('/quiz/progress');
  await expect(page.getByRole('heading', { name: /^Readiness: \d+ %$/ })).toBeVisible();
  await expect(page.getByText(/You have answered 1 of \d+ questions/)).toBeVisible();
  const topic = builtContent().blueprint.topics.find((t) => t.id === right.topic)!;
  const topicCount = bank().filter((q) => q.topic === right.topic).length;
  await expect(page.getByText(`${topic.title}: 1 of ${topicCount} right (weight ${topic.weight})`)).toBeVisible();
  await expect(page.getByText('No exam yet.')).toBeVisible();
  const due = page.getByRole('region', { name: 'Reviews due in the next 7 days' });
  await expect(due.getByRole('progressbar')).toHaveCount(7);
  await expect(due.getByText(/^Today \(and overdue\): \d+ due$/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('progress export and import: a bad or hostile file is refused with a reason and changes nothing', async ({
  page,
}) => {
  const q = bank().find((x) => x.type === 'truefalse')!;
  await page.goto(`/lessons/${q.lesson}`);
  await openCheckYourself(page, q);
  await card(page, q).getByRole('radio').first().check();
  await card(page, q).getByRole('button', { name: 'Check answer' }).click();
  await page.goto('/quiz/progress');
  const data = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('button', { name: 'Export progress' }).click(),
  ]);
  const exported = readFileSync(await download.path(), 'utf8');
  expect(JSON.parse(exported)).toMatchObject({ app: 'mcpa-lab', kind: 'progress', version: PROGRESS_VERSION });
  const before = await page.evaluate(() => localStorage.getItem('mcpa-lab:progress'));

  const input = data.getByLabel('Import progress…');
  for (const [name, text, reason] of [
    ['broken.json', '{"app":"mcpa-lab",', /is not JSON/],
    ['other.json', '{"hello":"world"}', /not an MCPA Lab progress file/],
    ['hostile.json', exported.replace('"attempts": {', '"attempts": { "__proto__": [],'), /the key "__proto__"/],
  ] as const) {
    await input.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(data.getByRole('alert')).toContainText(`Nothing was imported: ${name} cannot be used, because`);
    await expect(data.getByRole('alert')).toContainText(reason);
    expect(await page.evaluate(() => localStorage.getItem('mcpa-lab:progress'))).toBe(before);
  }

  // A good file (this learner's own export) adds nothing twice.
  await input.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await expect(data.getByRole('status')).toContainText('✓ Imported mine.json: 1 answers and 0 exams');
  const attempts = Object.values(await savedAttempts(page)).flat();
  expect(attempts).toHaveLength(1);
});

test('unreadable saved progress: the app loads, offers the data as a download, starts fresh only when asked', async ({
  page,
}) => {
  const corrupt = '{"version":3,"state":{"lessons":{"paging-tools-list":';
  await page.goto('/');
  await page.evaluate((raw) => localStorage.setItem('mcpa-lab:progress', raw), corrupt);
  await page.goto('/quiz/progress');
  const alert = page.getByRole('alert').filter({ hasText: 'Your saved progress could not be read' });
  await expect(alert).toContainText('it is not valid JSON');
  await expect(page.getByRole('heading', { name: /^Readiness/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    alert.getByRole('button', { name: 'Download the saved data' }).click(),
  ]);
  expect(readFileSync(await download.path(), 'utf8')).toBe(corrupt);
  // Answering meanwhile does not write over it.
  await page.goto('/quiz/review');
  await answerSomehow(page);
  await page.getByRole('button', { name: 'Check — I am sure' }).click();
  expect(await page.evaluate(() => localStorage.getItem('mcpa-lab:progress'))).toBe(corrupt);
  await page
    .getByRole('alert')
    .filter({ hasText: 'Your saved progress could not be read' })
    .getByRole('button', { name: 'Start fresh' })
    .click();
  await expect(page.getByText('Your saved progress could not be read')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mcpa-lab:progress'))).toBeNull();
});
