import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Driver } from './driver';

/**
 * Read from the source folder at run time (like .content/content.json): the server runs in the project
 * folder, and plain .sql files stay readable and diffable.
 */
export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'live', 'db', 'migrations');

/** Any fixed number: every process that migrates takes the same lock. */
const MIGRATION_LOCK = 120_012;

/**
 * Applies the versioned SQL files not applied yet, in name order, in one transaction. The advisory lock
 * makes two processes starting at once (several app instances on one PostgreSQL) take turns.
 */
export async function migrate(db: Driver, dir = MIGRATIONS_DIR): Promise<string[]> {
  // turbopackIgnore: the folder is read at run time, not traced into the build.
  const files = readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  return db.transaction(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await q.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await q.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      // Statement by statement: the extended protocol (used by query with params) takes one at a time.
      for (const statement of splitStatements(readFileSync(path.join(/*turbopackIgnore: true*/ dir, file), 'utf8')))
        await q.query(statement);
      await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
    return applied;
  });
}

/** Our migrations are plain DDL: split on semicolons at line ends, dropping `--` comment lines. */
function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
