import { describe, expect, it } from 'vitest';
import type { Blueprint } from './blueprint';
import { readiness, topicMastery } from './dashboard';

const blueprint: Blueprint = {
  exam: { questions: 10, minutes: 15 },
  topics: [
    { id: 'paging', title: 'Paging', weight: 3 },
    { id: 'errors', title: 'Errors', weight: 1 },
  ],
};
const questions = [
  { id: 'p1', topic: 'paging' },
  { id: 'p2', topic: 'paging' },
  { id: 'e1', topic: 'errors' },
];
const a = (at: number, correct: boolean) => ({ id: `x${at}`, at, correct, mode: 'practice' as const });

describe('topicMastery and readiness', () => {
  it('counts a question as mastered by its latest answer, and weighs topics as the blueprint does', () => {
    const attempts = { p1: [a(1, false), a(2, true)], p2: [a(3, true), a(4, false)], e1: [a(5, true)] };
    const mastery = topicMastery(blueprint, questions, attempts);
    expect(mastery.map((m) => [m.topic, m.mastered, m.questions])).toEqual([
      ['paging', 1, 2],
      ['errors', 1, 1],
    ]);
    // (3 × 1/2 + 1 × 1) / 4
    expect(readiness(mastery)).toBeCloseTo(0.625);
    expect(readiness(topicMastery(blueprint, questions, {}))).toBe(0);
  });
});
