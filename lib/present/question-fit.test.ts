import { describe, expect, it } from 'vitest';
import type { Question } from '../quiz/schema';
import { questionDensity, questionHeight } from './question-fit';

const base = {
  topic: 'errors',
  difficulty: 1,
  claims: ['errors.two-mechanisms'],
  spec: [{ doc: 'server/tools', section: 'Error Handling' }],
};
const option = (id: string, text: string, correct = false) => ({
  id,
  text,
  correct,
  explanation: `${text} — because the spec says so.`,
});

const short = {
  ...base,
  id: 'errors.short-one',
  type: 'single',
  prompt: 'Which channel answers an unknown tool?',
  options: [option('a', 'A JSON-RPC error', true), option('b', 'A result with isError'), option('c', 'Neither')],
} as unknown as Question;

const long = {
  ...short,
  id: 'errors.long-one',
  prompt: 'A long prompt that goes on. '.repeat(12),
  options: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) =>
    option(id, 'An option that takes two full lines of text on the slide to say. '.repeat(2)),
  ),
} as unknown as Question;

describe('how large a presented question can be', () => {
  it('shows a short question at full size, revealed or not', () => {
    expect(questionDensity(short, false)).toBe('large');
    expect(questionDensity(short, true)).toBe('large');
  });

  it('steps down for a long question, and further once explanations are revealed', () => {
    const order = ['large', 'medium', 'small', 'tiny'];
    const hidden = order.indexOf(questionDensity(long, false));
    expect(hidden).toBeGreaterThan(0);
    expect(order.indexOf(questionDensity(long, true))).toBeGreaterThanOrEqual(hidden);
  });

  it('estimates smaller type as shorter', () => {
    expect(questionHeight(long, false, 0.64)).toBeLessThan(questionHeight(long, false, 1));
  });
});
