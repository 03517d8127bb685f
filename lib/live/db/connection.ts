import { defaultDataDir, openPg, openPglite, type Driver } from './driver';
import { migrate } from './migrate';

/**
 * One database per process, opened on the first live request (static pages never open it). Kept on
 * globalThis because Next.js may load this module more than once (one copy per route bundle), and two
 * PGlite instances on one folder would corrupt it.
 */
const holder = globalThis as typeof globalThis & { __mcpaLiveDb?: Promise<Driver> };

export function database(): Promise<Driver> {
  holder.__mcpaLiveDb ??= open().catch((err: unknown) => {
    holder.__mcpaLiveDb = undefined; // let the next request try again
    throw err;
  });
  return holder.__mcpaLiveDb;
}

async function open(): Promise<Driver> {
  const url = process.env.DATABASE_URL;
  const db = url ? await openPg(url) : await openPglite(defaultDataDir());
  await migrate(db);
  return db;
}
