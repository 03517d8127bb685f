import { describe, expect, it } from 'vitest';
import { checkOutput } from './output-check';

const schema = {
  type: 'object',
  properties: { date: { type: 'string', format: 'date' }, count: { type: 'integer', minimum: 0 } },
  required: ['date', 'count'],
  additionalProperties: false,
};

describe('checkOutput', () => {
  it('passes matching structuredContent, judged by the client', () => {
    const check = checkOutput(schema, { content: [], structuredContent: { date: '2026-09-15', count: 2 } });
    expect(check).toMatchObject({ judge: 'client', valid: true, errors: [] });
  });

  it('fails a mismatch with the validator’s first errors', () => {
    const check = checkOutput(schema, { content: [], structuredContent: { date: 'soon', count: -1, extra: 1 } });
    expect(check.judge).toBe('client');
    expect(check.valid).toBe(false);
    expect(check.errors.length).toBeGreaterThan(0);
    expect(check.errors.length).toBeLessThanOrEqual(3);
    expect(check.errors.join('\n')).toMatch(/#\/(date|count|extra)/);
  });

  it('checks non-object output schemas (2026-07-28 allows any type)', () => {
    const number = { type: 'number', minimum: 0, maximum: 1 };
    expect(checkOutput(number, { structuredContent: 0.25 }).valid).toBe(true);
    expect(checkOutput(number, { structuredContent: '25%' }).valid).toBe(false);
  });

  it('says the server judged when it turned a bad output into isError', () => {
    const check = checkOutput(
      { type: 'number' },
      { isError: true, content: [{ type: 'text', text: 'Output validation error: data must be number' }] },
    );
    expect(check).toMatchObject({ judge: 'server', valid: false });
    expect(check.errors[0]).toMatch(/^Output validation error/);
  });

  it('reports missing structuredContent, and checks nothing without a schema or on an error result', () => {
    expect(checkOutput(schema, { content: [{ type: 'text', text: 'hi' }] })).toMatchObject({ valid: false });
    expect(checkOutput(undefined, { structuredContent: 1 })).toMatchObject({ judge: 'nobody', errors: [] });
    expect(checkOutput(undefined, { structuredContent: 1 }).valid).toBeUndefined();
    expect(checkOutput(schema, { isError: true, content: [{ type: 'text', text: 'Room taken' }] }).judge).toBe(
      'nobody',
    );
  });
});
