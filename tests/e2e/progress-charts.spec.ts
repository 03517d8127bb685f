import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { PersistedProgress } from '@/lib/progress/types';
import { examScores, masteryOverTime, reviewsDue, studyCalendar } from '@/lib/quiz/progress-series';
import { builtContent, cspViolations, expect, seriousAxeViolations, test } from './fixtures';

interface Fixture {
  now: number;
  saved: { state: PersistedProgress; version: number };
}

const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), 'lib/progress/fixtures/progress-1000.json'), 'utf8'),
) as Fixture;

// The fixture's days are UTC days, and its "now" is fixed: the page and the expected series agree on both.
test.use({ timezoneId: 'UTC' });

/** The series the page should draw, computed here from the same saved progress and the built bank. */
function expected() {
  const tz = process.env.TZ;
  process.env.TZ = 'UTC';
  try {
    const { blueprint, questions } = builtContent();
    const { attempts, examHistory } = fixture.saved.state;
    const reviewable = questions.filter((q) => q.type !== 'lab').map((q) => q.id);
    return {
      mastery: masteryOverTime(blueprint, questions, attempts, fixture.now),
      due: reviewsDue(reviewable, attempts, fixture.now),
      exams: examScores(examHistory, blueprint.exam.passPercent),
      calendar: studyCalendar(attempts, fixture.now),
    };
  } finally {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  }
}

async function openSeeded(page: Page, { clock = true, saved = fixture.saved } = {}) {
  // Time runs on from the fixture's evening.
  if (clock) await page.clock.install({ time: fixture.now });
  await page.addInitScript((saved) => {
    if (!localStorage.getItem('mcpa-lab:progress')) localStorage.setItem('mcpa-lab:progress', saved);
  }, JSON.stringify(saved));
  await page.goto('/quiz/progress');
  await expect(page.getByRole('heading', { name: 'Progress at a glance' })).toBeVisible();
  await expect(page.locator('.pc-plot canvas').first()).toBeVisible();
}

const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The table's body as text: each row's header, then its cells. */
const tableRows = (card: Locator) =>
  card
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? '')));

/** Whether the canvas of `card` has a pixel of exactly this colour (the due chart's bars are filled solid). */
const hasPixel = (card: Locator, rgb: [number, number, number]) =>
  card.locator('canvas').evaluate((canvas: HTMLCanvasElement, [r, g, b]) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) return true;
    return false;
  }, rgb);

test('the four charts draw the saved progress, and each table shows the same numbers', async ({ page }) => {
  const want = expected();
  await openSeeded(page);
  const titles = [
    'Mastery per topic over time',
    'Reviews due over the next 14 days',
    'Exam scores over time',
    'Days studied',
  ];
  for (const title of titles) await expect(chart(page, title)).toBeVisible();
  // Three canvases (uPlot) and the calendar grid, each with a real size.
  for (const title of titles.slice(0, 3)) {
    const box = await chart(page, title).locator('canvas').boundingBox();
    expect(box?.width, title).toBeGreaterThan(100);
    expect(box?.height, title).toBeGreaterThan(100);
  }
  const grid = chart(page, 'Days studied').getByRole('img');
  expect((await grid.boundingBox())?.width).toBeGreaterThan(100);
  await expect(grid.locator('.pc-day')).toHaveCount(want.calendar.length);
  await expect(chart(page, 'Exam scores over time')).toContainText("pass line (this app's, not the exam's)");

  const mastery = chart(page, 'Mastery per topic over time');
  const toggle = mastery.getByRole('button', { name: 'Show as table' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // By keyboard: the toggle is a real button.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(mastery.locator('canvas')).toHaveCount(0);
  const masteryRows = await tableRows(mastery);
  expect(masteryRows).toHaveLength(want.mastery.days.length);
  expect(masteryRows.map((r) => r.slice(1))).toEqual(
    want.mastery.days.map((_, d) => want.mastery.topics.map((t) => `${t.percent[d]} %`)),
  );
  expect(masteryRows.at(-1)![0]).toBe('Mon 30 Nov');
  await toggle.click();
  await expect(mastery.locator('canvas')).toHaveCount(1);

  const due = chart(page, 'Reviews due over the next 14 days');
  await due.getByRole('button', { name: 'Show as table' }).click();
  expect((await tableRows(due)).map((r) => Number(r[1]))).toEqual(want.due.due);

  const exams = chart(page, 'Exam scores over time');
  await exams.getByRole('button', { name: 'Show as table' }).click();
  expect((await tableRows(exams)).map((r) => r.slice(1))).toEqual(
    want.exams.map((e) => [`${e.percent} %`, `${e.correct} of ${e.total}`, e.passed ? 'yes' : 'no']),
  );

  const days = chart(page, 'Days studied');
  await days.getByRole('button', { name: 'Show as table' }).click();
  expect((await tableRows(days)).map((r) => Number(r[1]))).toEqual(want.calendar.map((d) => d.answers));
  expect(await cspViolations(page)).toEqual([]);
});

test('both themes: canvas colours follow the theme, axe is clean, with charts and with tables', async ({ page }) => {
  // Four axe runs, the last over four tables (about 1,300 cells): 15 s or more on a busy machine.
  test.setTimeout(150_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await openSeeded(page, { clock: false });
  const due = chart(page, 'Reviews due over the next 14 days');
  // The bars are the theme's accent: #0b5fb0 light, #7cb7ff dark, redrawn when the theme changes.
  await expect.poll(() => hasPixel(due, [11, 95, 176])).toBe(true);
  expect(await seriousAxeViolations(page), 'light').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => hasPixel(due, [124, 183, 255])).toBe(true);
  expect(await hasPixel(due, [11, 95, 176])).toBe(false);
  expect(await seriousAxeViolations(page), 'dark').toEqual([]);
  // The theme toggle's choice (data-theme) counts too, over the system's preference.
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  await expect.poll(() => hasPixel(due, [11, 95, 176])).toBe(true);
  await page.evaluate(() => delete document.documentElement.dataset.theme);
  for (const button of await page.getByRole('button', { name: 'Show as table' }).all()) await button.click();
  await expect(page.locator('.pc-table')).toHaveCount(4);
  expect(await seriousAxeViolations(page), 'dark, tables').toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});

test('at 360 px nothing overflows the page, charts or tables', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openSeeded(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const canvas = await chart(page, 'Mastery per topic over time').locator('canvas').boundingBox();
  expect(canvas!.x + canvas!.width).toBeLessThanOrEqual(360);
  for (const button of await page.getByRole('button', { name: 'Show as table' }).all()) await button.click();
  await expect(page.locator('.pc-table')).toHaveCount(4);
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('answers but no exam yet: the exam chart says so, the others draw', async ({ page }) => {
  await openSeeded(page, { saved: { ...fixture.saved, state: { ...fixture.saved.state, examHistory: [] } } });
  const exams = chart(page, 'Exam scores over time');
  await expect(exams).toContainText('Nothing to draw yet');
  await expect(exams.locator('canvas')).toHaveCount(0);
  await expect(page.locator('.pc-plot canvas')).toHaveCount(2);
});

test('without progress: an empty state, no charts', async ({ page }) => {
  await page.goto('/quiz/progress');
  await expect(page.getByText('Nothing to chart yet')).toBeVisible();
  await expect(page.locator('.pc-plot')).toHaveCount(0);
});
