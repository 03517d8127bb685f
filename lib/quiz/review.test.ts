import { Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import type { Attempt } from '../progress/quiz-slice';
import { cardFromAttempts, dueByDay, dueQueue, ratingFor, recentlyMissed } from './review';

const DAY = 86_400_000;
const t0 = new Date('2026-11-02T09:00:00').getTime();
let n = 0;
const attempt = (at: number, correct: boolean, confidence?: Attempt['confidence']): Attempt => ({
  id: `a${++n}`,
  at,
  correct,
  mode: 'review',
  confidence,
});

describe('ratingFor', () => {
  it('maps correctness and confidence to an FSRS rating', () => {
    expect(ratingFor(false, 'sure')).toBe(Rating.Again);
    expect(ratingFor(false)).toBe(Rating.Again);
    expect(ratingFor(true, 'unsure')).toBe(Rating.Hard);
    expect(ratingFor(true, 'sure')).toBe(Rating.Good);
    expect(ratingFor(true)).toBe(Rating.Good);
  });
});

describe('cardFromAttempts (fuzz off: the same attempts, the same schedule)', () => {
  it('schedules further out after each right answer, and back to learning after a wrong one', () => {
    const first = cardFromAttempts([attempt(t0, true, 'sure')]);
    expect(first.state).toBe(State.Learning);
    const second = cardFromAttempts([attempt(t0, true, 'sure'), attempt(t0 + 20 * 60_000, true, 'sure')]);
    expect(second.state).toBe(State.Review);
    expect(second.due.getTime() - (t0 + 20 * 60_000)).toBeGreaterThanOrEqual(DAY);
    const lapsed = cardFromAttempts([attempt(t0, true), attempt(t0 + 20 * 60_000, true), attempt(t0 + 5 * DAY, false)]);
    expect(lapsed.state).toBe(State.Relearning);
    // Unsure is scheduled sooner than sure.
    const unsure = cardFromAttempts([attempt(t0, true, 'unsure'), attempt(t0 + 20 * 60_000, true, 'unsure')]);
    expect(unsure.due.getTime()).toBeLessThan(second.due.getTime());
    // Order of the saved attempts does not matter, and the result repeats exactly.
    const shuffled = cardFromAttempts([attempt(t0 + 20 * 60_000, true, 'sure'), attempt(t0, true, 'sure')]);
    expect(shuffled.due).toEqual(second.due);
  });
});

describe('dueQueue', () => {
  it('puts due cards first (oldest due first), then new ones up to the daily cap less those started today', () => {
    const attempts = {
      late: [attempt(t0 - 10 * DAY, true), attempt(t0 - 10 * DAY + 20 * 60_000, true)],
      later: [attempt(t0 - 20 * DAY, true), attempt(t0 - 20 * DAY + 20 * 60_000, true)],
      notYet: [attempt(t0 - 60_000, true), attempt(t0 - 30_000, true)],
    };
    const ids = ['late', 'later', 'notYet', 'n1', 'n2', 'n3'];
    expect(dueQueue(ids, attempts, t0, 2).map((i) => [i.id, i.isNew])).toEqual([
      ['later', false],
      ['late', false],
      // notYet was started today: one of the two new slots is used.
      ['n1', true],
    ]);
    expect(dueQueue(ids, attempts, t0, 0).map((i) => i.id)).toEqual(['later', 'late']);
  });
});

describe('dueByDay and recentlyMissed', () => {
  it('counts reviews per day ahead and lists recent misses, newest first', () => {
    const attempts = {
      a: [attempt(t0, true), attempt(t0 + 20 * 60_000, true)],
      b: [attempt(t0 - DAY, false)],
      c: [attempt(t0 - 2 * DAY, false), attempt(t0 - DAY / 2, true)],
      d: [attempt(t0 - 30 * DAY, false)],
    };
    const days = dueByDay(['a', 'b', 'c', 'd', 'never'], attempts, t0 + 30 * 60_000);
    expect(days).toHaveLength(7);
    expect(days.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(3);
    expect(days[0]).toBeGreaterThanOrEqual(2); // b and d are overdue
    expect(recentlyMissed(attempts, t0)).toEqual(['b']);
  });
});
