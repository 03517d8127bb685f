import type { Queryable } from './db/driver';
import * as repo from './repository';

/**
 * Join-code guessing: wrong codes are counted per client address and, because the server passes on a
 * client's own X-Forwarded-For untouched, also across all addresses — so a forged header cannot get
 * around the global cap. At 600 wrong codes a minute, finding one of 148 million codes takes months.
 * Counts live in the database so every app instance shares them.
 */
export const WINDOW_MS = 60_000;
export const PER_ADDRESS = 10;
export const GLOBAL = 600;

const windowStart = (now: Date) => new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);

/**
 * Whether this client may still try a code, and the class the code belongs to (null: none), in one query: a
 * client over its limit learns nothing about the code.
 */
export async function guessAllowed(
  q: Queryable,
  address: string,
  now: Date,
  joinCode: string | null = null,
): Promise<({ ok: true } | { ok: false; headers: Record<string, string> }) & { classId: string | null }> {
  const start = windowStart(now);
  const { counts, classId } = await repo.hitsAndClassByCode(q, [`join:${address}`, 'join:*'], start, joinCode);
  const [mine, all] = counts;
  if (mine < PER_ADDRESS && all < GLOBAL) return { ok: true, classId };
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + WINDOW_MS - now.getTime()) / 1000));
  return { ok: false, headers: { 'Retry-After': String(retryAfter) }, classId: null };
}

export async function countFailedGuess(q: Queryable, address: string, now: Date): Promise<void> {
  const start = windowStart(now);
  await repo.countHit(q, `join:${address}`, start);
  await repo.countHit(q, 'join:*', start);
}

/**
 * The client's address as the app sees it: the last X-Forwarded-For entry (a proxy in front appends the
 * address it saw; Next.js alone sets it from the socket when the client sent none).
 */
export function clientAddress(forwardedFor: string | null): string {
  const parts = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.at(-1)?.slice(0, 64) ?? 'unknown';
}
