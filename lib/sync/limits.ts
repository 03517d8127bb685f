import type { Queryable } from '../live/db/driver';
import * as repo from '../live/repository';

/**
 * Fixed one-minute windows, counted in the database (the live classes' table) so every app instance shares
 * them. A device syncs on load, on becoming visible, on reconnect and after answers (debounced): a read and a
 * write, plus a retry on 412, every few seconds at most. So 120 requests a minute per address leaves room for
 * a few devices behind one address (a household, a small class behind one NAT), and 30 writes a minute per
 * space for a few devices writing at once. A request without the right token counts as 10: with 256-bit
 * tokens guessing is hopeless anyway, so this only keeps a prober from costing much database work.
 */
export const WINDOW_MS = 60_000;
export const PER_ADDRESS = 120;
export const WRITES_PER_SPACE = 30;
export const FAILED_TOKEN_WEIGHT = 10;

export interface Limits {
  perAddress: number;
  writesPerSpace: number;
}
export const DEFAULT_LIMITS: Limits = { perAddress: PER_ADDRESS, writesPerSpace: WRITES_PER_SPACE };

const windowStart = (now: Date) => new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);

/** `Retry-After`: whole seconds to the next window, at least 1. */
const retryAfter = (now: Date) => ({
  'Retry-After': String(Math.max(1, Math.ceil((windowStart(now).getTime() + WINDOW_MS - now.getTime()) / 1000))),
});

/** Counts this request against its address; the Retry-After header when the address is over its limit. */
export async function countRequest(
  q: Queryable,
  address: string,
  now: Date,
  limit: number,
): Promise<Record<string, string> | null> {
  const count = await repo.countHit(q, `sync:${address}`, windowStart(now));
  return count > limit ? retryAfter(now) : null;
}

/** A missing or wrong token: the request already counted once, this adds the rest of its weight. */
export async function countFailedToken(q: Queryable, address: string, now: Date): Promise<void> {
  await repo.countHit(q, `sync:${address}`, windowStart(now), FAILED_TOKEN_WEIGHT - 1);
}

export async function countWrite(
  q: Queryable,
  spaceId: string,
  now: Date,
  limit: number,
): Promise<Record<string, string> | null> {
  const count = await repo.countHit(q, `sync-space:${spaceId}`, windowStart(now));
  return count > limit ? retryAfter(now) : null;
}
