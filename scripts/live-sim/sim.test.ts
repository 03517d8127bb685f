import { describe, expect, it } from 'vitest';
import { parseCsv } from './host';
import { percentile } from './stats';
import { judge, targetsFor } from './targets';

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

  it("judges join p99 in every row and issue 22's latency targets at 1,000 and 2,000 learners", () => {
    expect(targetsFor('faults', 200)).toEqual([{ figure: 'joinP99Ms', maxMs: 500 }]);
    expect(targetsFor('pglite', 100)).toEqual([{ figure: 'joinP99Ms', maxMs: 500 }]);
    const pg1000 = Object.fromEntries(targetsFor('postgres', 1000).map((t) => [t.figure, t.maxMs]));
    expect(pg1000).toEqual({ joinP99Ms: 500, answerAckP99Ms: 100, openToAllP99Ms: 250, revealToAllP99Ms: 500 });
    const lite1000 = Object.fromEntries(targetsFor('pglite', 1000).map((t) => [t.figure, t.maxMs]));
    expect(lite1000).toEqual({ joinP99Ms: 500, answerAckP99Ms: 250, openToAllP99Ms: 250, revealToAllP99Ms: 750 });
    const pg2000 = Object.fromEntries(targetsFor('postgres', 2000).map((t) => [t.figure, t.maxMs]));
    expect(pg2000).toEqual({ joinP99Ms: 500, answerAckP99Ms: 150, revealToAllP99Ms: 1000 });
  });

  it('misses a target by a millisecond, and when nothing was measured', () => {
    const row = { learners: 1000, joinP99Ms: 500, answerAckP99Ms: 101, openToAllP99Ms: NaN, revealToAllP99Ms: 10 };
    const met = Object.fromEntries(judge('postgres', row).map((t) => [t.figure, t.met]));
    expect(met).toEqual({ joinP99Ms: true, answerAckP99Ms: false, openToAllP99Ms: false, revealToAllP99Ms: true });
  });
});
