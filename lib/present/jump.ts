/** Slide numbers typed on the keyboard and slide numbers in the URL (`#s-12`). */

/** The slide a typed number names, or null when it names none (empty, zero, past the end). */
export function parseJump(typed: string, total: number): number | null {
  if (!/^\d{1,4}$/.test(typed)) return null;
  const n = Number(typed);
  return n >= 1 && n <= total ? n : null;
}

/** Keeps what was typed short: a deck never has more than four digits of slides. */
export function typeDigit(typed: string, digit: string): string {
  return (typed + digit).replace(/^0+/, '').slice(-4);
}

/** The slide a URL hash names (`#s-12`), or null: a reload or a shared link lands on it. */
export function slideFromHash(hash: string, total: number): number | null {
  const m = /^#s-(\d{1,4})$/.exec(hash);
  return m ? parseJump(m[1], total) : null;
}

export const hashFor = (n: number) => `#s-${n}`;

/** Moves within 1..total. */
export function clampSlide(n: number, total: number): number {
  return Math.min(Math.max(1, Math.round(n)), Math.max(1, total));
}
