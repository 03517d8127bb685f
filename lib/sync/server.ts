import { database } from '../live/db/connection';
import { purgeSyncIfDue } from './purge';
import type { SyncDeps } from './service';

/**
 * What a sync route handler starts with: the process's database (the one the live classes use, opened and
 * migrated on first use) and the real clock; idle spaces are purged on the way, at most once an hour.
 */
export async function syncDeps(): Promise<SyncDeps> {
  const db = await database();
  const now = () => new Date();
  await purgeSyncIfDue(db, now());
  return { db, now };
}
