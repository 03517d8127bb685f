/** Percentiles the way every bench prints them: nearest rank over the sorted values. */
export function percentile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const round = (n: number) => Math.round(n * 10) / 10;
export const ms = (n: number) => (Number.isNaN(n) ? '   n/a' : `${n.toFixed(1).padStart(7)} ms`);

export function sleep(msToWait: number) {
  return new Promise((resolve) => setTimeout(resolve, msToWait));
}

/** Resolves when `ready()` holds, checking every 5 ms; rejects with `what` after `timeoutMs`. */
export async function until(ready: () => boolean, timeoutMs: number, what: string) {
  const deadline = performance.now() + timeoutMs;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(5);
  }
}

/**
 * Milliseconds on the wall clock, with performance.now()'s resolution. The bench's learners run in other
 * processes than its host, so a question's "opened" and its arrivals can only be compared on a clock they
 * share: the wall clock of this one machine (timeOrigin is taken from it when each process starts).
 */
export const wallNow = () => performance.timeOrigin + performance.now();
