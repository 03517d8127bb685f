import { describe, expect, it } from 'vitest';
import { mergeAttemptList, mergeAttempts } from './quiz-slice';
import type { Attempt } from './types';

const attempt = (id: string, at: number): Attempt => ({ id, at, correct: true, mode: 'practice' });

describe('mergeAttempts', () => {
  it('keeps each attempt once, in time order', () => {
    const merged = mergeAttempts(
      { 'q.a': [attempt('a2', 2), attempt('a1', 1)], 'q.b': [attempt('b1', 1), attempt('b1', 1)] },
      { 'q.a': [attempt('a3', 0), attempt('a1', 1)], 'q.c': [attempt('c1', 4)] },
    );
    expect(merged).toEqual({
      'q.a': [attempt('a3', 0), attempt('a1', 1), attempt('a2', 2)],
      'q.b': [attempt('b1', 1)],
      'q.c': [attempt('c1', 4)],
    });
  });

  it('returns a list that needs no change as it is: the same on both sides, or on one side only', () => {
    const same = [attempt('a1', 1), attempt('a2', 2)];
    const mine = [attempt('b1', 3)];
    const merged = mergeAttempts({ 'q.a': same, 'q.b': mine }, { 'q.a': same });
    expect(merged['q.a']).toBe(same);
    expect(merged['q.b']).toBe(mine);
    // Out of order or twice: a new list, put right.
    const unordered = [attempt('a2', 2), attempt('a1', 1)];
    expect(mergeAttemptList(unordered, unordered)).toEqual([attempt('a1', 1), attempt('a2', 2)]);
    const twice = [attempt('a1', 1), attempt('a1', 1)];
    expect(mergeAttemptList(undefined, twice)).toEqual([attempt('a1', 1)]);
  });

  it("returns the newer copy itself when it holds all of the older one's attempts, in order", () => {
    const older = { 'q.a': [attempt('a1', 1)], 'q.b': [attempt('b1', 2)] };
    const newer = { 'q.a': [attempt('a1', 1), attempt('a2', 3)], 'q.b': older['q.b'], 'q.c': [attempt('c1', 4)] };
    expect(mergeAttempts(older, newer)).toBe(newer);
    // One attempt only the older copy has: a new record with both.
    const merged = mergeAttempts({ ...older, 'q.b': [attempt('b0', 0), attempt('b1', 2)] }, newer);
    expect(merged).not.toBe(newer);
    expect(merged['q.b']).toEqual([attempt('b0', 0), attempt('b1', 2)]);
    expect(merged['q.a']).toBe(newer['q.a']);
  });

  it('reads only lists of its own: a question id such as "constructor" is one like any other', () => {
    const merged = mergeAttempts({ constructor: [attempt('x1', 1)] }, { 'q.a': [attempt('a1', 1)] });
    expect(merged).toEqual({ constructor: [attempt('x1', 1)], 'q.a': [attempt('a1', 1)] });
  });
});
