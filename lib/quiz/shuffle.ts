/** A 32-bit hash of a string (FNV-1a): the seed for a question's shuffle. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The items in an order fixed by `seed`: the server's HTML and the browser agree, a shared quiz set shows
 * everyone the same order, and authors need not worry where they put the right answer.
 */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const next = random(hash(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** An ordering question's first order: shuffled, but never already right (that would be a free answer). */
export function startOrder(correct: readonly string[]): string[] {
  const shuffled = seededShuffle(correct, correct.join());
  return shuffled.join() === correct.join() ? [...shuffled.slice(1), shuffled[0]] : shuffled;
}
