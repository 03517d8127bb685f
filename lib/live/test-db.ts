import { randomUUID } from 'node:crypto';
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

/**
 * Each test file gets a schema of its own in the shared PostgreSQL: vitest runs files in parallel, and one
 * file's clean start must not drop another's tables mid-run.
 */
function pgTestDb(url: string): TestDb {
  const schema = `live_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let admin: Driver | undefined;
  let db: Driver | undefined;
  return {
    name: 'PostgreSQL (pg)',
    async open() {
      admin = await openPg(url);
      await admin.exec(`CREATE SCHEMA ${schema}`);
      const scoped = new URL(url);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      db = await openPg(scoped.toString());
      await migrate(db);
      return db;
    },
    async close() {
      resetHub();
      await db?.close();
      await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin?.close();
    },
  };
}
