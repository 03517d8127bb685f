import type { Page } from '@playwright/test';
import type { Question } from '@/lib/quiz/schema';
import { builtContent, expect, test } from './fixtures';

const bank = (): Question[] => builtContent().questions;

/** The question's card, found by its prompt as the page shows it (backticks become code, same text). */
const card = (page: Page, q: Question) =>
  page.getByRole('region', { name: new RegExp(escape(q.prompt.replaceAll('`', '').trim().slice(0, 60))) });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    const region = card(tab, q);
    await region.getByRole('radio').first().check();
    await region.getByRole('button', { name: 'Check answer' }).click();
    await expect(region.getByRole('status').filter({ hasText: /Correct\.|Not quite\./ })).toBeVisible();
  }
  for (const tab of [page, other]) {
    await tab.reload();
    const attempts = await savedAttempts(tab);
    expect(Object.keys(attempts)).toEqual(expect.arrayContaining([a.id, b.id]));
  }
  await other.close();
});
