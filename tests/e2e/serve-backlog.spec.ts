import { connect, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { AppServer, freePort } from './live-api-kit';

/*
 * A lecture hall's burst: when a question opens, most of a class's answers come on new connections (a phone's
 * kept-alive one has closed), all at once, to a server busy with the ones before. The kernel holds them in the
 * listening socket's queue until the server accepts them; beyond the queue's length it drops them, and each of
 * those learners waits a second or more for their phone to try again. Here the server is frozen (SIGSTOP, it
 * accepts nothing) while a class's worth of clients connect: every one must be queued. With Node's default
 * backlog (`next start`: 511) about 512 connect and the rest wait for retransmissions that never succeed.
 */
const CLASS = 2_000;

test('2,000 connections at once to a server too busy to accept them are all queued, none dropped', async () => {
  test.setTimeout(90_000);
  const server = new AppServer(await freePort());
  await server.start();
  const sockets: Socket[] = [];
  try {
    server.freeze();
    let connected = 0;
    const failures: string[] = [];
    for (let i = 0; i < CLASS; i++) {
      const socket = connect({ host: '127.0.0.1', port: server.port });
      socket.once('connect', () => void connected++);
      socket.once('error', (error) => void failures.push(error.message));
      sockets.push(socket);
    }
    // No timing in the pass condition: a queued connection completes at once however busy this machine is; a
    // dropped one does not complete while the server stays frozen (its retries, 1 s, 3 s, 7 s… after the first
    // SYN, meet the same full queue), so the count stops short of 2,000 and the poll times out.
    await expect.poll(() => connected, { timeout: 20_000 }).toBe(CLASS);
    expect(failures).toEqual([]);
    // Thawed, it serves as before.
    server.thaw();
    expect((await fetch(`${server.base}/`)).ok).toBe(true);
  } finally {
    server.thaw();
    for (const socket of sockets) socket.destroy();
    await server.dispose();
  }
});
