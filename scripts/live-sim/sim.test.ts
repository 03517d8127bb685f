import { describe, expect, it } from 'vitest';
import { parseCsv } from './host';
import { percentile } from './stats';

describe('the live bench helpers', () => {
  it('reads CSV fields with commas, doubled quotes and newlines inside quotes', () => {
    const csv = 'nickname,answer\r\n"Ana, the first","say ""b"""\n"two\nlines",\n';
    expect(parseCsv(csv)).toEqual([
      ['nickname', 'answer'],
      ['Ana, the first', 'say "b"'],
      ['two\nlines', ''],
    ]);
  });

  it('takes percentiles by nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 0.5)).toBe(50);
    expect(percentile(xs, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
