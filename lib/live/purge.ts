import { CLASS_TTL_MS } from './contract';
import type { Queryable } from './db/driver';
import * as repo from './repository';

const EVERY_MS = 60_000;
const holder = globalThis as typeof globalThis & { __mcpaLivePurgedAt?: number };

/**
 * Deletes classes 24 h after their last event, at most once a minute per process, run by a live request
 * (no timers to keep alive). Several instances purging is harmless: DELETE is idempotent. Returns how many
 * classes went, or null when it was not due. `state` keeps the last run (per process; tests pass their own).
 */
export async function purgeIfDue(
  q: Queryable,
  now: Date,
  state: { __mcpaLivePurgedAt?: number } = holder,
): Promise<number | null> {
  const last = state.__mcpaLivePurgedAt ?? -Infinity;
  if (now.getTime() - last < EVERY_MS) return null;
  state.__mcpaLivePurgedAt = now.getTime();
  return repo.purgeExpired(q, new Date(now.getTime() - CLASS_TTL_MS), new Date(now.getTime() - 10 * 60_000));
}
