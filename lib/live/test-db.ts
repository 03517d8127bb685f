import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPg, openPglite, type Driver } from './db/driver';
import { migrate } from './db/migrate';
import { resetHub } from './hub';

/**
 * Databases for the unit tests: a real PGlite in a fresh temp folder (one per test file: the first
 * creation takes seconds), and — when LIVE_TEST_DATABASE_URL is set — a real PostgreSQL through `pg`.
 */
export interface TestDb {
  name: string;
  open(): Promise<Driver>;
  close(): Promise<void>;
}

export function testDatabases(): TestDb[] {
  const dbs: TestDb[] = [pgliteTestDb()];
  const url = process.env.LIVE_TEST_DATABASE_URL;
  if (url) dbs.push(pgTestDb(url));
  return dbs;
}

function pgliteTestDb(): TestDb {
  let dir: string | undefined;
  let db: Driver | undefined;
  return {
    name: 'PGlite',
    async open() {
      dir = mkdtempSync(path.join(tmpdir(), 'live-test-'));
      db = await openPglite(dir);
      await migrate(db);
      return db;
    },
    async close() {
      resetHub();
      await db?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function pgTestDb(url: string): TestDb {
  let db: Driver | undefined;
  return {
    name: 'PostgreSQL (pg)',
    async open() {
      db = await openPg(url);
      // A clean schema each run: the tests own this database.
      await db.exec(
        'DROP TABLE IF EXISTS live_rate_limits, live_events, live_answers, live_learners, live_classes, schema_migrations CASCADE',
      );
      await migrate(db);
      return db;
    },
    async close() {
      resetHub();
      await db?.close();
    },
  };
}
