import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../live/db/driver';
import * as repo from '../live/repository';
import { testDatabases } from '../live/test-db';
import { mergeProgress, type PersistedProgress } from '../progress/persisted';
import { deriveKeys, newSpace, UNDECRYPTABLE } from './crypto';
import { createSyncEngine, retryAfterMs } from './engine';
import { startSyncTestServer } from './test-server';

const empty = (): PersistedProgress => ({ lessons: {}, attempts: {}, exam: null, examHistory: [], exercises: {} });
const answered = (questionId: string, id: string, at: number): PersistedProgress => ({
  ...empty(),
  attempts: { [questionId]: [{ id, at, correct: true, mode: 'practice' }] },
});

describe.each(testDatabases())('the sync engine against the real server on $name', (t) => {
  let db: Driver;
  let server: Awaited<ReturnType<typeof startSyncTestServer>>;
  beforeAll(async () => {
    db = await t.open();
    server = await startSyncTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await t.close();
  });

  /** A device: its own progress, an engine on the shared space, and the statuses its requests got. */
  async function device(
    space: { spaceId: string; linkKey: string },
    start: PersistedProgress,
    gate?: () => Promise<void>,
  ) {
    const local = { progress: start, merges: 0 };
    const seen: { method: string; status: number }[] = [];
    const engine = createSyncEngine({
      base: server.base,
      spaceId: space.spaceId,
      keys: await deriveKeys(space.linkKey),
      read: () => local.progress,
      merge: (remote) => {
        local.merges++;
        local.progress = mergeProgress(remote, local.progress);
      },
      fetch: async (input, init) => {
        if (init?.method === 'PUT' && gate) await gate();
        const res = await fetch(input, init);
        seen.push({ method: init?.method ?? 'GET', status: res.status });
        return res;
      },
      sleep: () => Promise.resolve(),
    });
    return { local, engine, seen };
  }

  it('creates a space, a second device joins and gets its answers, and the first then gets the second’s', async () => {
    const space = newSpace();
    const a = await device(space, answered('paging.q1', 'a1', 1));
    expect((await a.engine.create()).state).toBe('synced');
    const b = await device(space, answered('paging.q2', 'b1', 2));
    expect((await b.engine.sync()).state).toBe('synced');
    expect(Object.keys(b.local.progress.attempts).sort()).toEqual(['paging.q1', 'paging.q2']);
    expect((await a.engine.sync()).state).toBe('synced');
    expect(Object.keys(a.local.progress.attempts).sort()).toEqual(['paging.q1', 'paging.q2']);
    // Nothing new on either side: no write (the version stays where B's write left it).
    const before = b.seen.length;
    expect((await b.engine.sync()).state).toBe('synced');
    expect(b.seen.slice(before)).toEqual([{ method: 'GET', status: 200 }]);
  });

  it('keeps both answers when two devices write at once: the later write gets 412, reads again and merges', async () => {
    const space = newSpace();
    const a = await device(space, empty());
    await a.engine.create();
    let aWrote!: () => void;
    const landed = new Promise<void>((resolve) => (aWrote = resolve));
    let held = false;
    const b = await device(space, answered('paging.qb', 'b1', 2), () => {
      if (held) return Promise.resolve();
      held = true;
      return landed; // B's first write waits until A's has landed
    });
    a.local.progress = answered('paging.qa', 'a1', 1);
    const bSync = b.engine.sync();
    await new Promise((r) => setTimeout(r, 50)); // B has read version 1 and waits at its write
    expect((await a.engine.sync()).state).toBe('synced');
    aWrote();
    expect((await bSync).state).toBe('synced');
    expect(b.seen.filter((s) => s.method === 'PUT').map((s) => s.status)).toEqual([412, 200]);
    await a.engine.sync();
    for (const d of [a, b]) expect(Object.keys(d.local.progress.attempts).sort()).toEqual(['paging.qa', 'paging.qb']);
    // The stored blob is opaque: no question id in it.
    const rows = await repo.allSyncBlobs(db);
    const stored = rows.find((r) => r.id === space.spaceId)!;
    expect(Buffer.from(stored.blob).toString('latin1')).not.toContain('paging');
  });

  it('refuses a tampered blob with a sentence and changes nothing here', async () => {
    const space = newSpace();
    const a = await device(space, answered('paging.q1', 'a1', 1));
    await a.engine.create();
    const { token } = await deriveKeys(space.linkKey);
    const url = `${server.base}/api/sync/spaces/${space.spaceId}`;
    const got = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const blob = new Uint8Array(await got.arrayBuffer());
    blob[blob.length - 5] ^= 0x20;
    const put = await fetch(url, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'If-Match': got.headers.get('ETag')! },
      body: blob,
    });
    expect(put.status).toBe(200);
    const b = await device(space, answered('paging.q2', 'b1', 2));
    const status = await b.engine.sync();
    expect([status.state, status.message]).toEqual(['error', UNDECRYPTABLE]);
    expect(b.local.merges).toBe(0);
    expect(b.seen.map((s) => s.method)).toEqual(['GET']); // nothing written over it
  });

  it('says the space is gone after another device deleted it, and offline when the server cannot be reached', async () => {
    const space = newSpace();
    const a = await device(space, empty());
    await a.engine.create();
    expect((await a.engine.remove()).state).toBe('idle');
    const b = await device(space, empty());
    const gone = await b.engine.sync();
    expect([gone.state, gone.gone]).toEqual(['error', true]);
    const offline = createSyncEngine({
      base: 'http://127.0.0.1:9', // the discard port: nothing listens
      spaceId: space.spaceId,
      keys: await deriveKeys(space.linkKey),
      read: empty,
      merge: () => undefined,
    });
    expect((await offline.sync()).state).toBe('offline');
  });

  it('is refused with 401 by a link whose key is not the space’s', async () => {
    const space = newSpace();
    await (await device(space, empty())).engine.create();
    const stranger = await device({ spaceId: space.spaceId, linkKey: newSpace().linkKey }, empty());
    const status = await stranger.engine.sync();
    expect([status.state, status.gone, stranger.seen[0].status]).toEqual(['error', true, 401]);
  });

  it('waits as long as a 429 says: the status carries the server’s Retry-After', async () => {
    // Its own server, whose limit per address is one request a minute: the second request is refused. Its own
    // address and a clock held mid-minute: other tests' requests and a minute turning over between the two
    // requests (which once let the second through, to a space the refused first never created) count for nothing.
    const midMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    const strict = await startSyncTestServer(
      db,
      { perAddress: 1, writesPerSpace: 10_000 },
      { address: `limit-test-${randomUUID()}`, now: () => midMinute },
    );
    try {
      const space = newSpace();
      const engine = createSyncEngine({
        base: strict.base,
        spaceId: space.spaceId,
        keys: await deriveKeys(space.linkKey),
        read: empty,
        merge: () => undefined,
      });
      await engine.create();
      const limited = await engine.sync();
      expect(limited.state).toBe('error');
      expect(limited.message).toMatch(/too many/i);
      expect(limited.retryInMs).toBeGreaterThanOrEqual(1_000);
      expect(limited.retryInMs).toBeLessThanOrEqual(60_000);
    } finally {
      await strict.close();
    }
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, clamps them, and falls back when absent or unreadable', () => {
    const now = Date.parse('2026-12-02T12:00:00Z');
    expect(retryAfterMs('15', now, 7)).toBe(15_000);
    expect(retryAfterMs('0', now, 7)).toBe(1_000);
    expect(retryAfterMs('86400', now, 7)).toBe(15 * 60_000);
    expect(retryAfterMs('Wed, 02 Dec 2026 12:00:30 GMT', now, 7)).toBe(30_000);
    expect(retryAfterMs(null, now, 7)).toBe(7);
    expect(retryAfterMs('soon', now, 7)).toBe(7);
  });
});
