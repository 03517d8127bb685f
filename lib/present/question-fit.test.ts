import { describe, expect, it } from 'vitest';
import { questionColumns, questionFit, questionHeight, type FitInput } from './question-fit';

const option = (text: string) => ({ text, why: `${text} — because the spec says so, in a sentence or two.` });

const short: FitInput = {
  prompt: 'Which channel answers an unknown tool?',
  options: [option('A JSON-RPC error'), option('A result with isError'), option('Neither')],
};

const long: FitInput = {
  prompt: 'A long prompt that goes on. '.repeat(12),
  options: ['a', 'b', 'c', 'd', 'e', 'f'].map(() =>
    option('An option that takes two full lines of text on the slide to say. '.repeat(2)),
  ),
};

describe('how a projected question is laid out', () => {
  it('shows a short question at full size in two columns, revealed or not', () => {
    expect(questionFit(short, false)).toEqual({ density: 'large', columns: 2 });
    expect(questionFit(short, true)).toEqual({ density: 'large', columns: 2 });
  });

  it('puts long options in one column across the width, and a hotspot beside its payload', () => {
    expect(questionColumns(long)).toBe(1);
    expect(questionColumns({ ...short, hotspot: true })).toBe(1);
  });

  it('puts longer options in two columns only when one column would not fit at 24 px and two would', () => {
    const prompt = 'Which of these does a client do when the list changes mid-walk?';
    const of = (count: number, length: number): FitInput => ({
      prompt,
      options: Array.from({ length: count }, () => ({ text: 'x'.repeat(length) })),
    });
    expect(questionColumns(of(4, 80))).toBe(1);
    expect(questionColumns(of(6, 80))).toBe(2);
    expect(questionFit(of(6, 80), false)).toEqual({ density: 'small', columns: 2 });
    expect(questionColumns(of(8, 100))).toBe(1);
  });

  it('steps down to 24 px options and never below, however long the question', () => {
    expect(questionFit(long, false).density).toBe('small');
    expect(questionFit({ ...long, options: [...long.options, ...long.options] }, true).density).toBe('small');
  });

  it('steps down once explanations are revealed, never up', () => {
    const medium: FitInput = { ...long, prompt: 'Short prompt?', options: long.options.slice(0, 3) };
    const order = ['large', 'medium', 'small'];
    const hidden = order.indexOf(questionFit(medium, false).density);
    expect(order.indexOf(questionFit(medium, true).density)).toBeGreaterThanOrEqual(hidden);
    expect(questionHeight(medium, true, 1)).toBeGreaterThan(questionHeight(medium, false, 1));
  });

  it('estimates smaller type as shorter, and two columns as shorter than one', () => {
    expect(questionHeight(long, false, 24 / 28)).toBeLessThan(questionHeight(long, false, 1));
    expect(questionHeight(short, false, 1, 2)).toBeLessThan(questionHeight(short, false, 1, 1));
  });
});
