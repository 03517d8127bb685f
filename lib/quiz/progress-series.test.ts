import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersistedProgress } from '../progress/types';
import { loadBlueprint } from './blueprint';
import { topicMastery } from './dashboard';
import { examScores, masteryOverTime, reviewsDue, studyCalendar } from './progress-series';

interface Fixture {
  now: number;
  questions: { id: string; topic: string; type: string }[];
  saved: { state: PersistedProgress; version: number };
}

const root = path.resolve(import.meta.dirname, '..', '..');
const fixture = JSON.parse(
  readFileSync(path.join(root, 'lib/progress/fixtures/progress-1000.json'), 'utf8'),
) as Fixture;
const { attempts, examHistory } = fixture.saved.state;
const blueprint = loadBlueprint(path.join(root, 'content'));
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

// Days are local days; the fixture's figures are for UTC (Node reads TZ afresh on every conversion).
beforeAll(() => {
  process.env.TZ = 'UTC';
});

describe('the chart fixture', () => {
  it('holds 1,000 answers over 60 days, six exams among them', () => {
    const all = Object.values(attempts).flat();
    expect(all).toHaveLength(1000);
    const days = new Set(all.map((a) => Math.floor(a.at / 86_400_000)));
    expect(Math.max(...days) - Math.min(...days)).toBe(59);
    expect(examHistory).toHaveLength(6);
    expect(all.filter((a) => a.mode === 'exam')).toHaveLength(180);
  });
});

describe('masteryOverTime', () => {
  const series = masteryOverTime(blueprint, fixture.questions, attempts, fixture.now);
  const topic = (id: string) => series.topics.find((t) => t.topic === id)!;

  it('has a point per day from the first answer to today', () => {
    expect(series.days).toHaveLength(60);
    expect(series.days[0]).toBe(day('2026-10-02'));
    expect(series.days.at(-1)).toBe(day('2026-11-30'));
  });

  it('gives exact counts on a few days', () => {
    expect(topic('paging')).toMatchObject({ questions: 28 });
    expect([0, 29, 59].map((i) => topic('paging').mastered[i])).toEqual([8, 16, 18]);
    expect([0, 29, 59].map((i) => topic('caching').mastered[i])).toEqual([0, 21, 25]);
    expect(topic('caching').percent.at(-1)).toBe(81);
    expect([29, 59].map((i) => topic('input-required').mastered[i])).toEqual([6, 36]);
  });

  it('ends where the dashboard stands today', () => {
    const today = topicMastery(blueprint, fixture.questions, attempts);
    expect(series.topics.map((t) => t.mastered.at(-1))).toEqual(today.map((t) => t.mastered));
  });

  it('is empty without answers', () => {
    expect(masteryOverTime(blueprint, fixture.questions, {}, fixture.now)).toEqual({ days: [], topics: [] });
  });
});

describe('reviewsDue', () => {
  it('counts the next 14 days, the overdue in the first', () => {
    const ids = fixture.questions.filter((q) => q.type !== 'lab').map((q) => q.id);
    const due = reviewsDue(ids, attempts, fixture.now);
    expect(due.days).toHaveLength(14);
    expect(due.days[1]).toBe(day('2026-12-01'));
    expect(due.due).toEqual([308, 4, 4, 1, 0, 3, 3, 2, 2, 2, 4, 1, 1, 2]);
  });
});

describe('examScores', () => {
  it('scores each exam against the pass line, oldest first', () => {
    const scores = examScores([...examHistory].reverse(), 70);
    expect(scores.map((s) => s.percent)).toEqual([56.7, 56.7, 60, 70, 73.3, 90]);
    expect(scores.map((s) => s.passed)).toEqual([false, false, false, true, true, true]);
    expect(examScores(examHistory)[0].passed).toBeNull();
  });
});

describe('studyCalendar', () => {
  const calendar = studyCalendar(attempts, fixture.now);

  it('covers ten weeks from a Monday up to today', () => {
    expect(calendar[0].day).toBe(day('2026-09-28'));
    expect(new Date(calendar[0].day).getUTCDay()).toBe(1);
    expect(calendar.at(-1)!.day).toBe(day('2026-11-30'));
    expect(calendar).toHaveLength(64);
  });

  it('counts every answer on its day', () => {
    expect(calendar.reduce((n, d) => n + d.answers, 0)).toBe(1000);
    expect(calendar.filter((d) => d.answers > 0)).toHaveLength(41);
    expect(calendar.slice(-7).map((d) => d.answers)).toEqual([0, 23, 24, 0, 0, 30, 23]);
  });
});
