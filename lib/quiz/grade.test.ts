import { describe, expect, it } from 'vitest';
import { isComplete, isCorrect, normalizeShort } from './grade';
import type { AuthoredQuestion } from './schema';

const base = {
  id: 't.q',
  topic: 'paging',
  difficulty: 1 as const,
  claims: ['a.b'],
  spec: [{ doc: 'd', section: 's' }],
  prompt: 'A question?',
};
const opt = (id: string, correct = false) => ({ id, text: id.toUpperCase(), correct, explanation: `why ${id} is so` });

describe('isCorrect', () => {
  it('single, truefalse and hotspot: the one correct option only', () => {
    const q: AuthoredQuestion = { ...base, type: 'single', options: [opt('a'), opt('b', true), opt('c')] };
    expect(isCorrect(q, { choice: 'b' })).toBe(true);
    expect(isCorrect(q, { choice: 'a' })).toBe(false);
    expect(isCorrect(q, { choices: ['b'] })).toBe(false);
  });

  it('multi: exactly the correct set, in any order', () => {
    const q: AuthoredQuestion = {
      ...base,
      type: 'multi',
      select: 2,
      options: [opt('a', true), opt('b'), opt('c', true), opt('d')],
    };
    expect(isCorrect(q, { choices: ['c', 'a'] })).toBe(true);
    expect(isCorrect(q, { choices: ['a'] })).toBe(false);
    expect(isCorrect(q, { choices: ['a', 'b'] })).toBe(false);
    expect(isCorrect(q, { choices: ['a', 'c', 'd'] })).toBe(false);
    expect(isComplete(q, { choices: ['a'] })).toBe(false);
    expect(isComplete(q, { choices: ['a', 'd'] })).toBe(true);
  });

  it('order: the authored order exactly', () => {
    const q: AuthoredQuestion = {
      ...base,
      type: 'order',
      options: ['x', 'y', 'z'].map((id) => ({ id, text: id, explanation: `step ${id} here` })),
    };
    expect(isCorrect(q, { order: ['x', 'y', 'z'] })).toBe(true);
    expect(isCorrect(q, { order: ['y', 'x', 'z'] })).toBe(false);
  });

  it('short: normalized comparison', () => {
    const q: AuthoredQuestion = {
      ...base,
      type: 'short',
      answers: ['-32602', 'nextCursor'],
      explanation: 'Because the spec says so.',
    };
    for (const ok of ['-32602', ' −32602 ', '`-32602`', '"nextcursor"', 'NextCursor.', '- 32602'])
      expect(isCorrect(q, { text: ok }), ok).toBe(true);
    for (const no of ['32602', '-32601', 'next cursor', 'cursor', ''])
      expect(isCorrect(q, { text: no }), no).toBe(false);
    expect(isComplete(q, { text: '   ' })).toBe(false);
  });

  it('lab: the grader verdict', () => {
    const q: AuthoredQuestion = {
      ...base,
      type: 'lab',
      task: 'page-to-end',
      explanation: 'Page with the cursor received.',
    };
    expect(isCorrect(q, { labDone: true })).toBe(true);
    expect(isCorrect(q, { labDone: false })).toBe(false);
  });
});

describe('normalizeShort', () => {
  it('ignores case, spaces, quotes, backticks and a final full stop, and reads numbers as numbers', () => {
    expect(normalizeShort('  `Complete`. ')).toBe('complete');
    expect(normalizeShort('"input_required"')).toBe('input_required');
    expect(normalizeShort('+0042')).toBe('42');
  });
});
