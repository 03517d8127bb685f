import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPg, openPglite, type Driver, type Queryable } from './db/driver';
import { migrate } from './db/migrate';
import { resetFeeds } from './class-feed';
import { resetRenderMemo } from './event-render';
import { resetHub } from './hub';
import { hashKey, newKey } from './keys';

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

/** Forget this process's LISTEN, feeds and remembered verdicts: they belong to the database being closed. */
function resetLive(): void {
  resetHub();
  resetFeeds();
  resetRenderMemo();
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
      resetLive();
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
      resetLive();
      await db?.close();
      await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin?.close();
    },
  };
}

/**
 * Fills a class with `count` learners in one multi-row INSERT (nicknames `p0`, `p1`, …), so a test of a
 * full class does not join 2,000 learners one request at a time. Returns their ids and keys.
 */
export async function insertLearnersForTest(
  db: Queryable,
  classId: string,
  count: number,
  now: Date,
): Promise<{ learnerId: string; learnerKey: string }[]> {
  const learners = Array.from({ length: count }, () => ({ learnerId: randomUUID(), learnerKey: newKey() }));
  await db.query(
    `INSERT INTO live_learners (id, class_id, nickname, nickname_key, key_hash, joined_at)
     SELECT l.id, $1, 'p' || (l.n - 1), 'p' || (l.n - 1), l.key_hash, $4
     FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS l(id, key_hash, n)`,
    [classId, learners.map((l) => l.learnerId), learners.map((l) => hashKey(l.learnerKey)), now],
  );
  return learners;
}

/** The real driver with every statement it runs recorded (inside transactions too), for counting queries. */
export function countingDriver(db: Driver): { driver: Driver; statements: string[] } {
  const statements: string[] = [];
  const counted = (q: Queryable): Queryable => ({
    query: (text, params) => {
      statements.push(text);
      return q.query(text, params);
    },
  });
  const driver: Driver = {
    ...counted(db),
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction((q) => work(counted(q))),
    listen: (channel, onNotify, onGap) => db.listen(channel, onNotify, onGap),
    close: () => db.close(),
  };
  return { driver, statements };
}
