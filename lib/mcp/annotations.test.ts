import { describe, expect, it } from 'vitest';
import { createLabServer } from './server/lab-server';
import { effectiveHints } from './annotations';

const tool = (name: string) => {
  const found = createLabServer()
    .definitions()
    .find((t) => t.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('effectiveHints', () => {
  it('falls back to the defaults for a tool without annotations (list_people)', () => {
    expect(effectiveHints(tool('list_people')).map(({ name, value, explicit }) => ({ name, value, explicit }))).toEqual(
      [
        { name: 'readOnlyHint', value: false, explicit: false },
        { name: 'destructiveHint', value: true, explicit: false },
        { name: 'idempotentHint', value: false, explicit: false },
        { name: 'openWorldHint', value: true, explicit: false },
      ],
    );
  });

  it('uses what the server sent, hint by hint', () => {
    expect(effectiveHints(tool('book_meeting')).every((h) => h.explicit)).toBe(true);
    const partial = effectiveHints({ annotations: { readOnlyHint: true, openWorldHint: false } });
    expect(partial.map((h) => [h.name, h.value, h.explicit])).toEqual([
      ['readOnlyHint', true, true],
      ['destructiveHint', true, false],
      ['idempotentHint', false, false],
      ['openWorldHint', false, true],
    ]);
  });
});
