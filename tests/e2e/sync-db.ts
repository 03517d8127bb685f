import { openPg, openPglite } from '../../lib/live/db/driver';
import { allSyncBlobs } from '../../lib/live/repository';

/**
 * Every sync blob a server stored, read from its database. A PGlite folder takes one process at a time, so
 * stop the server first (an AppInstance of the spec's own, with `ownDataDir`); a PostgreSQL URL can be read
 * while the server runs.
 */
export async function storedSyncBlobs(where: { dataDir: string } | { databaseUrl: string }) {
  const db = 'dataDir' in where ? await openPglite(where.dataDir) : await openPg(where.databaseUrl);
  try {
    return await allSyncBlobs(db);
  } finally {
    await db.close();
  }
}
