import { describe, expect, it } from 'vitest';
import type { Blueprint } from './blueprint';
import { apportion, drawExam, scoreExam } from './exam';
import type { Question } from './schema';

const blueprint: Blueprint = {
  exam: { questions: 10, minutes: 15 },
  topics: [
    { id: 'paging', title: 'Paging', weight: 3 },
    { id: 'errors', title: 'Errors', weight: 1 },
    { id: 'caching', title: 'Caching', weight: 1 },
  ],
};

const q = (id: string, topic: string, type: 'single' | 'lab' = 'single'): Question =>
  ({
    id,
    topic,
    type,
    difficulty: 1,
    claims: ['a.b'],
    spec: [{ doc: 'd', section: 's' }],
    prompt: 'A question?',
    lesson: 'l',
    section: { heading: 'h', anchor: 'h' },
    source: 'x:1',
    ...(type === 'lab'
      ? { task: 'page-to-end', explanation: 'Page to the end.' }
      : {
          options: [
            { id: 'a', text: 'A', correct: true, explanation: 'right one' },
            { id: 'b', text: 'B', correct: false, explanation: 'wrong one' },
            { id: 'c', text: 'C', correct: false, explanation: 'wrong too' },
          ],
        }),
  }) as Question;

describe('apportion', () => {
  it('splits by weight with the largest remainders', () => {
    expect(apportion(blueprint, { paging: 50, errors: 50, caching: 50 }, 10)).toEqual({
      paging: 6,
      errors: 2,
      caching: 2,
    });
    expect(apportion(blueprint, { paging: 50, errors: 50, caching: 50 }, 7)).toEqual({
      // 4.2, 1.4, 1.4: one seat left for the largest remainder; a tie goes to the topic listed first.
      paging: 4,
      errors: 2,
      caching: 1,
    });
  });

  it('gives what a small topic cannot fill to the others, and never more than exists', () => {
    expect(apportion(blueprint, { paging: 2, errors: 50, caching: 50 }, 10)).toEqual({
      paging: 2,
      errors: 4,
      caching: 4,
    });
    expect(apportion(blueprint, { paging: 1, errors: 1, caching: 1 }, 10)).toEqual({
      paging: 1,
      errors: 1,
      caching: 1,
    });
    expect(apportion(blueprint, { paging: 5, errors: 0, caching: 5 }, 4)).toEqual({ paging: 3, caching: 1 });
  });
});

describe('drawExam', () => {
  const bank = [
    ...Array.from({ length: 20 }, (_, i) => q(`paging.q${i}`, 'paging')),
    ...Array.from({ length: 20 }, (_, i) => q(`errors.q${i}`, 'errors')),
    ...Array.from({ length: 20 }, (_, i) => q(`caching.q${i}`, 'caching')),
    q('paging.lab', 'paging', 'lab'),
  ];

  it('draws the weighted count per topic, no lab tasks, no repeats; the same seed gives the same exam', () => {
    const ids = drawExam(bank, blueprint, 10, 'seed-1');
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(ids.filter((id) => id.startsWith('paging.')).length).toBe(6);
    expect(ids).not.toContain('paging.lab');
    expect(drawExam(bank, blueprint, 10, 'seed-1')).toEqual(ids);
    expect(drawExam(bank, blueprint, 10, 'seed-2')).not.toEqual(ids);
  });
});

describe('scoreExam', () => {
  it('counts unanswered as wrong and lists topics weakest first', () => {
    const qs = [q('p1', 'paging'), q('p2', 'paging'), q('e1', 'errors'), q('c1', 'caching')];
    const score = scoreExam(qs, { p1: { choice: 'a' }, p2: { choice: 'a' }, e1: { choice: 'b' } });
    expect(score).toMatchObject({ correct: 2, total: 4 });
    expect(score.results.map((r) => [r.id, r.correct, r.answered])).toEqual([
      ['p1', true, true],
      ['p2', true, true],
      ['e1', false, true],
      ['c1', false, false],
    ]);
    expect(score.byTopic.map((t) => [t.topic, t.correct, t.total])).toEqual([
      ['errors', 0, 1],
      ['caching', 0, 1],
      ['paging', 2, 2],
    ]);
  });
});
