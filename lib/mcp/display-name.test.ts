import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('prefers title, then annotations.title, then name', () => {
    const base = { name: 'book_meeting', inputSchema: { type: 'object' as const } };
    expect(displayName({ ...base, title: 'Book a meeting', annotations: { title: 'Book meeting' } })).toEqual({
      text: 'Book a meeting',
      source: 'title',
    });
    expect(displayName({ ...base, annotations: { title: 'Book meeting' } })).toEqual({
      text: 'Book meeting',
      source: 'annotations.title',
    });
    expect(displayName(base)).toEqual({ text: 'book_meeting', source: 'name' });
  });

  it('skips an empty title, as the SDK does', () => {
    expect(displayName({ name: 'x', title: '', annotations: { title: 'X' } })).toEqual({
      text: 'X',
      source: 'annotations.title',
    });
    expect(displayName({ name: 'x', annotations: { title: '' } }).source).toBe('name');
  });
});
