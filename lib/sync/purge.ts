import type { Queryable } from '../live/db/driver';
import * as repo from '../live/repository';
import { SPACE_IDLE_TTL_MS } from './contract';

const EVERY_MS = 60 * 60_000;
const holder = globalThis as typeof globalThis & { __mcpaSyncPurgedAt?: number };

/**
 * Deletes spaces nobody has read or written for 180 days, at most once an hour per process, run by a sync
 * request as the live classes' purge is (no timers to keep alive); also drops rate-limit windows over ten
 * minutes old. Returns how many spaces went, or null when it was not due; `state` lets tests keep their own.
 */
export async function purgeSyncIfDue(
  q: Queryable,
  now: Date,
  state: { __mcpaSyncPurgedAt?: number } = holder,
): Promise<number | null> {
  const last = state.__mcpaSyncPurgedAt ?? -Infinity;
  if (now.getTime() - last < EVERY_MS) return null;
  state.__mcpaSyncPurgedAt = now.getTime();
  return repo.purgeIdleSyncSpaces(
    q,
    new Date(now.getTime() - SPACE_IDLE_TTL_MS),
    new Date(now.getTime() - 10 * 60_000),
  );
}
