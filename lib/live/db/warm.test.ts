import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { database } from './connection';
import { warmDatabase } from './warm';

/** The server's start opens the live database in the background (instrumentation.ts calls warmDatabase). */
describe('opening the live database at start', () => {
  const saved = { url: process.env.DATABASE_URL, dir: process.env.LIVE_DATA_DIR };
  const dir = mkdtempSync(path.join(tmpdir(), 'live-warm-'));
  afterAll(async () => {
    await (await database().catch(() => null))?.close();
    (globalThis as { __mcpaLiveDb?: unknown }).__mcpaLiveDb = undefined;
    process.env.DATABASE_URL = saved.url;
    process.env.LIVE_DATA_DIR = saved.dir;
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    if (saved.dir === undefined) delete process.env.LIVE_DATA_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs a failed open instead of throwing, and forgets it so the next request tries again', async () => {
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    const logged: string[] = [];
    expect(await warmDatabase(database, (m) => logged.push(m))).toBe(false);
    expect(logged).toEqual([expect.stringMatching(/failed .* the next live request retries/)]);
  });

  it('starts the open without waiting; a request meanwhile awaits that same open', async () => {
    delete process.env.DATABASE_URL;
    process.env.LIVE_DATA_DIR = dir;
    const warming = warmDatabase();
    const early = database();
    expect(database()).toBe(early); // one open, however many requests wait on it
    const db = await early;
    expect(await warming).toBe(true);
    const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(rows.map((r) => r.version)).toContain('001_init');
  });
});
