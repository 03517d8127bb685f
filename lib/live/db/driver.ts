import { mkdirSync } from 'node:fs';
import path from 'node:path';

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
  /** LISTEN on a channel; resolves with a function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
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
  return {
    query: async (text, params) => {
      const r = await pool.query(text, params);
      return { rows: r.rows };
    },
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await work({ query: async (text, params) => ({ rows: (await client.query(text, params)).rows }) });
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    // LISTEN needs a connection of its own that stays open (a pooled one would be handed to others).
    listen: async (channel, onNotify) => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel) onNotify(n.payload ?? '');
      });
      await client.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `LIVE_DATA_DIR`, else `.data/` in the working folder (git-ignored). */
export function defaultDataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.LIVE_DATA_DIR || path.join(process.cwd(), '.data'));
}
