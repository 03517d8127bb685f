import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startListener } from './pg-listener';

/**
 * The one seam between the live classes and PostgreSQL. PGlite (Postgres in WebAssembly, a folder on disk)
 * is the default; DATABASE_URL selects a PostgreSQL server through `pg`. Both run the same SQL.
 */
export interface Queryable {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export interface Driver extends Queryable {
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; resolves with a function that stops listening. `onGap` is called after the listening
   * connection was lost and came back: notifications sent meanwhile are gone, so reread what may be missed.
   */
  listen(channel: string, onNotify: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string): Promise<Driver> {
  mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  return {
    query: (text, params) => db.query(text, params),
    exec: async (sql) => void (await db.exec(sql)),
    // PGlite has one connection: its transaction() holds it exclusively, so a transaction is isolated.
    transaction: (work) => db.transaction((tx) => work({ query: (text, params) => tx.query(text, params) })),
    listen: async (channel, onNotify) => {
      const stop = await db.listen(channel, onNotify);
      return () => stop();
    },
    close: () => db.close(),
  };
}

export async function openPg(connectionString: string): Promise<Driver> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle pooled connection that the server drops (a restart, an outage) emits 'error' on the pool; left
  // unhandled it would end the process. The pool replaces it, and the next query reports a real failure.
  pool.on('error', () => undefined);
  return {
    query: async (text, params) => {
      const r = await pool.query(text, params);
      return { rows: r.rows };
    },
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const out = await work({ query: async (text, params) => ({ rows: (await client.query(text, params)).rows }) });
        await client.query('COMMIT');
        return out;
      } catch (err) {
        // A ROLLBACK that fails too means the connection itself is gone: the pool must not hand it out again.
        await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        throw err;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, onNotify, onGap = () => undefined) =>
      startListener(pg.Client, connectionString, { channel, onNotify, onGap }),
    close: () => pool.end(),
  };
}

/** `LIVE_DATA_DIR`, else `.data/` in the working folder (git-ignored). */
export function defaultDataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.LIVE_DATA_DIR || path.join(process.cwd(), '.data'));
}
