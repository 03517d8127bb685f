import type { Deps } from './auth';
import { database } from './db/connection';
import { purgeIfDue } from './purge';

/**
 * What a route handler starts with: the process's database (opened and migrated on the first live
 * request) and the real clock; expired classes are purged on the way, at most once a minute.
 */
export async function liveDeps(): Promise<Deps> {
  const db = await database();
  const now = () => new Date();
  await purgeIfDue(db, now());
  return { db, now };
}
