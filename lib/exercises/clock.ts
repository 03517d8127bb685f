/**
 * A clock the case moves by hand, so "30 s later" takes no time and every run sees the same instants.
 * It starts at a realistic epoch time rather than 0, so `if (!entry.storedAt)` style slips show up.
 */
export class FakeClock {
  private current: number;

  constructor(start = Date.UTC(2026, 8, 14, 9, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.current += ms;
  }
}
