import { describe, expect, it } from 'vitest';
import type { AuthoredQuestion } from '../quiz/schema';
import { fits, histogram, isRight, leaderboard, type Gradable } from './scoring';

const opt = (id: string, correct = false) => ({ id, text: id, correct, explanation: 'because it is so' });
const base = { topic: 't', difficulty: 1 as const, claims: ['c'], spec: [], prompt: 'A question?' };
const bank = (q: object): Gradable => ({ kind: 'bank', question: { ...base, ...q } as unknown as AuthoredQuestion });

const single = bank({ id: 't.single', type: 'single', options: [opt('a'), opt('b', true), opt('c')] });
const multi = bank({
  id: 't.multi',
  type: 'multi',
  select: 2,
  options: [opt('a', true), opt('b'), opt('c', true), opt('d')],
});
const order = bank({ id: 't.order', type: 'order', options: [opt('x'), opt('y'), opt('z')] });
const short = bank({ id: 't.short', type: 'short', answers: ['-32602'], explanation: 'invalid params code' });
const predict: Gradable = { kind: 'predict', optionIds: ['jsonrpc-error', 'tool-error'] };

describe('scoring', () => {
  it('grades each question type with lib/quiz (short answers normalized)', () => {
    expect(isRight(single, { choice: 'b' })).toBe(true);
    expect(isRight(single, { choice: 'a' })).toBe(false);
    expect(isRight(multi, { choices: ['c', 'a'] })).toBe(true);
    expect(isRight(multi, { choices: ['a', 'b'] })).toBe(false);
    expect(isRight(order, { order: ['x', 'y', 'z'] })).toBe(true);
    expect(isRight(order, { order: ['y', 'x', 'z'] })).toBe(false);
    expect(isRight(short, { text: ' "−32602". ' })).toBe(true);
    expect(isRight(short, { text: '32602' })).toBe(false);
  });

  it('grades a predict question by the option the wire decided, never by a stored key', () => {
    expect(isRight(predict, { choice: 'tool-error' }, 'tool-error')).toBe(true);
    expect(isRight(predict, { choice: 'tool-error' }, 'jsonrpc-error')).toBe(false);
    expect(isRight(predict, { choice: 'tool-error' })).toBe(false);
  });

  it('accepts only responses that fit the question', () => {
    expect(fits(single, { choice: 'b' })).toBe(true);
    expect(fits(single, { choice: 'zz' })).toBe(false);
    expect(fits(single, { text: 'b' })).toBe(false);
    expect(fits(multi, { choices: ['a', 'b'] })).toBe(true);
    expect(fits(multi, { choices: ['a'] })).toBe(false);
    expect(fits(multi, { choices: ['a', 'a'] })).toBe(false);
    expect(fits(order, { order: ['z', 'y', 'x'] })).toBe(true);
    expect(fits(order, { order: ['z', 'z', 'x'] })).toBe(false);
    expect(fits(short, { text: '  ' })).toBe(false);
    expect(fits(predict, { choice: 'tool-error' })).toBe(true);
    expect(fits(predict, { choice: 'success' })).toBe(false);
  });

  it('counts a histogram: every option listed (0 too), short texts normalized and merged', () => {
    expect(histogram([{ choice: 'b' }, { choice: 'b' }, { choice: 'a' }], ['a', 'b', 'c'])).toEqual([
      { key: 'a', count: 1 },
      { key: 'b', count: 2 },
      { key: 'c', count: 0 },
    ]);
    expect(histogram([{ text: 'Foo' }, { text: ' foo.' }, { text: 'bar' }])).toEqual([
      { key: 'foo', count: 2 },
      { key: 'bar', count: 1 },
    ]);
    expect(histogram([{ choices: ['a', 'c'] }], ['a', 'b', 'c']).map((b) => b.count)).toEqual([1, 0, 1]);
  });

  it('ranks the leaderboard by score, then nickname', () => {
    expect(
      leaderboard([
        { nickname: 'bo', score: 1 },
        { nickname: 'al', score: 1 },
        { nickname: 'cy', score: 3 },
      ]).map((r) => r.nickname),
    ).toEqual(['cy', 'al', 'bo']);
  });
});
