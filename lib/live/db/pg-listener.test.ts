import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startListener } from './pg-listener';

/**
 * The listener against a real PostgreSQL (LIVE_TEST_DATABASE_URL; .ci/run starts one): its connection is
 * killed from another session, the way a server restart or a dropped network kills it.
 */
const url = process.env.LIVE_TEST_DATABASE_URL;

describe.runIf(url)('the PostgreSQL listener', () => {
  const admin = new pg.Client({ connectionString: url });
  afterAll(() => admin.end());

  const waitFor = async (check: () => boolean, what: string) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
    expect(check(), what).toBe(true);
  };

  it('reconnects after its connection is killed, reports the gap, and hears NOTIFY again', async () => {
    await admin.connect();
    const channel = `listener_test_${process.pid}`;
    const heard: string[] = [];
    let gaps = 0;
    const stop = await startListener(pg.Client, url!, {
      channel,
      onNotify: (p) => heard.push(p),
      onGap: () => (gaps += 1),
      minDelayMs: 50,
    });
    try {
      await admin.query('SELECT pg_notify($1, $2)', [channel, 'before']);
      await waitFor(() => heard.includes('before'), 'the first notification');

      const killed = await admin.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND query ILIKE $1`,
        [`LISTEN "${channel}"%`],
      );
      expect(killed.rows[0].n).toBe(1);
      await waitFor(() => gaps === 1, 'the reconnection');

      await admin.query('SELECT pg_notify($1, $2)', [channel, 'after']);
      await waitFor(() => heard.includes('after'), 'a notification after the reconnection');
    } finally {
      await stop();
    }
  });

  it('refuses to start when the database cannot be reached', async () => {
    const nowhere = new URL(url!);
    nowhere.port = '1';
    await expect(
      startListener(pg.Client, nowhere.toString(), { channel: 'x', onNotify: () => undefined, onGap: () => undefined }),
    ).rejects.toThrow();
  });
});
