import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_ARGUMENT_DEPTH, parseArguments } from './parse-arguments';

const deep = (levels: number) => '{"a":' + '['.repeat(levels - 1) + ']'.repeat(levels - 1) + '}';

describe('parseArguments', () => {
  it('accepts a JSON object and reports its size', () => {
    expect(parseArguments('{"date":"2026-09-15","n":[1,{"x":"é"}]}')).toEqual({
      ok: true,
      value: { date: '2026-09-15', n: [1, { x: 'é' }] },
      bytes: 40,
    });
  });

  it('explains invalid JSON and non-object arguments', () => {
    const bad = parseArguments('{"date": ');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^Arguments are not valid JSON: /);
    for (const text of ['[]', 'null', '"x"', '3']) {
      expect(parseArguments(text)).toMatchObject({ ok: false, error: expect.stringMatching(/must be a JSON object/) });
    }
  });

  it('refuses 5 MB by its size, before parsing', () => {
    const huge = `{"title":"${'x'.repeat(5 * 1024 * 1024)}"}`;
    expect(parseArguments(huge)).toEqual({
      ok: false,
      error: 'Arguments are too large (5.0 MB); the lab sends at most 1 MB.',
    });
    // Multi-byte characters count in UTF-8 bytes: 400,000 "é" are 800,000 bytes (fine), 600,000 are not.
    expect(parseArguments(`{"t":"${'é'.repeat(400_000)}"}`).ok).toBe(true);
    expect(parseArguments(`{"t":"${'é'.repeat(600_000)}"}`)).toMatchObject({ ok: false });
  });

  it('refuses 10,000-deep nesting without a RangeError, and allows exactly 64 levels', () => {
    expect(() => parseArguments(deep(10_000))).not.toThrow();
    expect(parseArguments(deep(10_000))).toEqual({
      ok: false,
      error: 'Arguments are nested too deeply (10000 levels); the lab accepts at most 64.',
    });
    expect(parseArguments(deep(MAX_ARGUMENT_DEPTH)).ok).toBe(true);
    expect(parseArguments(deep(MAX_ARGUMENT_DEPTH + 1)).ok).toBe(false);
  });

  it('ignores brackets and escaped quotes inside strings when measuring depth', () => {
    expect(jsonDepth('{"a":"[[[{{{\\"[[["}')).toBe(1);
    expect(parseArguments(`{"a":"${'['.repeat(1000)}"}`).ok).toBe(true);
  });

  it('refuses __proto__, constructor and prototype keys at any depth, and pollutes nothing', () => {
    const proto = parseArguments('{"__proto__":{"polluted":true}}');
    expect(proto).toMatchObject({ ok: false, error: expect.stringContaining('"__proto__" (at arguments.__proto__)') });
    expect(parseArguments('{"a":[{"constructor":{"prototype":{}}}]}')).toMatchObject({
      ok: false,
      error: expect.stringContaining('at arguments.a[0].constructor'),
    });
    expect(parseArguments('{"x":{"prototype":1}}')).toMatchObject({ ok: false });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A key that merely contains the words is fine.
    expect(parseArguments('{"my__proto__":1,"constructorName":"x"}').ok).toBe(true);
  });
});
