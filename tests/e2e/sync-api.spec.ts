import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { MAX_BLOB_BYTES, syncPath } from '../../lib/sync/contract';
import { FAILED_TOKEN_WEIGHT, PER_ADDRESS } from '../../lib/sync/limits';
import { AppInstance, freePort } from '../../scripts/live-sim/instances';
import { expectStrictCsp } from './fixtures';
import { storedSyncBlobs } from './sync-db';

/** The sync HTTP contract through the production build: statuses and headers as a browser receives them. */
test.describe.configure({ timeout: 120_000 });

const newId = () => randomBytes(24).toString('base64url'); // 32 characters
const newToken = () => randomBytes(32).toString('base64url');

/** Each test speaks from an address of its own, so no test's requests count against another's limit. */
function syncClient(base: string, token: string) {
  const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return (id: string, method: string, headers: Record<string, string> = {}, body?: Uint8Array | ReadableStream) =>
    fetch(base + syncPath(id), {
      method,
      headers: {
        'x-forwarded-for': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/octet-stream' } : {}),
        ...headers,
      },
      body: body as BodyInit | undefined,
      // A stream goes without Content-Length (chunked); Node's fetch needs duplex for it.
      duplex: 'half',
    } as RequestInit);
}

test('a space over HTTP: create 201, create again 412, replace 200, stale 412, no precondition 428, read, delete 204, then 404', async ({
  baseURL,
}) => {
  const id = newId();
  const token = newToken();
  const sync = syncClient(baseURL!, token);
  const blob = new Uint8Array(randomBytes(5000));

  const created = await sync(id, 'PUT', { 'if-none-match': '*' }, blob);
  expect([created.status, created.headers.get('etag'), created.headers.get('cache-control')]).toEqual([
    201,
    '"1"',
    'no-store',
  ]);
  const again = await sync(id, 'PUT', { 'if-none-match': '*' }, blob);
  expect([again.status, again.headers.get('content-type'), again.headers.get('cache-control')]).toEqual([
    412,
    'application/json',
    'no-store',
  ]);
  expect(await again.json()).toEqual({ error: expect.stringMatching(/\.$/) });

  const replaced = await sync(id, 'PUT', { 'if-match': '"1"' }, blob.slice(0, 100));
  expect([replaced.status, replaced.headers.get('etag')]).toEqual([200, '"2"']);
  const stale = await sync(id, 'PUT', { 'if-match': '"1"' }, blob);
  expect([stale.status, stale.headers.get('etag')]).toEqual([412, '"2"']);
  expect((await sync(id, 'PUT', {}, blob)).status).toBe(428);

  const read = await sync(id, 'GET');
  expect([
    read.status,
    read.headers.get('etag'),
    read.headers.get('content-type'),
    read.headers.get('cache-control'),
  ]).toEqual([200, '"2"', 'application/octet-stream', 'no-store']);
  expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(blob.slice(0, 100)))).toBe(true);

  expect((await syncClient(baseURL!, '')(id, 'GET')).status).toBe(401);
  expect((await syncClient(baseURL!, newToken())(id, 'GET')).status).toBe(401);
  const deleted = await sync(id, 'DELETE');
  expect([deleted.status, deleted.headers.get('cache-control')]).toEqual([204, 'no-store']);
  expect((await sync(id, 'GET')).status).toBe(404);
});

test('bad space ids are 400; two writers on one version get one 200 and one 412', async ({ baseURL }) => {
  const sync = syncClient(baseURL!, newToken());
  for (const id of ['a'.repeat(21), 'a'.repeat(65), `${'a'.repeat(21)}+`]) {
    const res = await sync(id, 'GET');
    expect([res.status, res.headers.get('cache-control')], id).toEqual([400, 'no-store']);
  }
  const id = newId();
  expect((await sync(id, 'PUT', { 'if-none-match': '*' }, new Uint8Array([1]))).status).toBe(201);
  const both = await Promise.all([
    sync(id, 'PUT', { 'if-match': '"1"' }, new Uint8Array([2])),
    sync(id, 'PUT', { 'if-match': '"1"' }, new Uint8Array([3])),
  ]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 412]);
});

test('over 2 MiB is 413, by Content-Length and by a body streamed without one', async ({ baseURL }) => {
  const id = newId();
  const sync = syncClient(baseURL!, newToken());
  expect((await sync(id, 'PUT', { 'if-none-match': '*' }, new Uint8Array([1]))).status).toBe(201);
  const byLength = await sync(id, 'PUT', { 'if-match': '"1"' }, new Uint8Array(MAX_BLOB_BYTES + 1));
  expect([byLength.status, (await byLength.json()) as unknown]).toEqual([
    413,
    { error: expect.stringMatching(/2 MiB/) },
  ]);

  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 4 * MAX_BLOB_BYTES) return controller.close();
      sent += 64 * 1024;
      controller.enqueue(new Uint8Array(64 * 1024));
    },
  });
  const byStream = await sync(id, 'PUT', { 'if-match': '"1"' }, stream);
  expect(byStream.status).toBe(413);
  // (Node's HTTP server may drain the rest unread; lib/sync's unit test shows the handler stops reading.)
  expect((await sync(id, 'GET')).headers.get('etag')).toBe('"1"');
});

test('requests without the right token count ten times: 401s, then 429 with Retry-After', async ({ baseURL }) => {
  const stranger = syncClient(baseURL!, newToken());
  const id = newId();
  const owner = syncClient(baseURL!, newToken());
  expect((await owner(id, 'PUT', { 'if-none-match': '*' }, new Uint8Array([1]))).status).toBe(201);
  // 12 wrong tokens fill the minute's 120; a window that turns over meanwhile only delays the 429.
  const most = (3 * PER_ADDRESS) / FAILED_TOKEN_WEIGHT;
  let last: Response | undefined;
  for (let i = 0; i < most; i++) {
    last = await stranger(id, 'GET');
    if (last.status === 429) break;
    expect(last.status).toBe(401);
  }
  expect(last!.status).toBe(429);
  expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(await last!.json()).toEqual({ error: expect.any(String) });
  expect((await owner(id, 'GET')).status).toBe(200); // another address is not limited
});

test('sync answers carry the strict CSP of any other path; the pages keep theirs', async ({ baseURL }) => {
  const res = await syncClient(baseURL!, newToken())(newId(), 'GET');
  const notFound = await fetch(`${baseURL}/no-such-page`);
  expect(res.headers.get('content-security-policy')).toBe(notFound.headers.get('content-security-policy'));
  expectStrictCsp(res.headers.get('content-security-policy') ?? undefined, syncPath('…'));
  const progress = await fetch(`${baseURL}/quiz/progress`);
  expectStrictCsp(progress.headers.get('content-security-policy') ?? undefined, '/quiz/progress');
});

test('the database holds the bytes as sent: read from a stopped server of its own', async () => {
  const app = new AppInstance({ port: await freePort(), host: 'localhost', ownDataDir: true });
  try {
    await app.start();
    const id = newId();
    const token = newToken();
    const blob = new Uint8Array(randomBytes(300));
    expect((await syncClient(app.base, token)(id, 'PUT', { 'if-none-match': '*' }, blob)).status).toBe(201);
    await app.stop();
    const rows = await storedSyncBlobs({ dataDir: app.dataDir });
    expect(rows.map((r) => [r.id, r.version])).toEqual([[id, 1]]);
    expect(Buffer.from(rows[0].blob).equals(Buffer.from(blob))).toBe(true);
  } finally {
    await app.dispose();
  }
});
