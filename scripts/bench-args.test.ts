import { describe, expect, it } from 'vitest';
import { benchArgs, verdict } from './bench-args';

describe('benchArgs', () => {
  it('reads --smoke and --json FILE', () => {
    expect(benchArgs(['--smoke', '--json', 'out.json'])).toEqual({ smoke: true, json: 'out.json' });
    expect(benchArgs([])).toEqual({ smoke: false, json: null });
  });

  it('refuses --json without a file name', () => {
    expect(() => benchArgs(['--json'])).toThrow(/needs a file name/);
    expect(() => benchArgs(['--json', '--smoke'])).toThrow(/needs a file name/);
  });

  it('judges targets only in a full run', () => {
    expect(verdict({ smoke: false, json: null }, false)).toBe('MISSED');
    expect(verdict({ smoke: false, json: null }, true)).toBe('met');
    expect(verdict({ smoke: true, json: null }, false)).toMatch(/not judged/);
  });
});
