import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../live/db/driver';
import * as repo from '../live/repository';
import { testDatabases } from '../live/test-db';
import { MAX_BLOB_BYTES, SPACE_IDLE_TTL_MS } from './contract';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { syncResponse, type SyncOutcome } from './outcome';
import { purgeSyncIfDue } from './purge';
import { deleteSpace, getSpace, putSpace, type SyncDeps } from './service';

const newId = () => randomBytes(16).toString('base64url'); // 22 characters
const newToken = () => randomBytes(32).toString('base64url'); // 43 characters
let addressSeq = 0;
/** A fresh client address per test, so one test's requests never count against another's limit. */
const newAddress = () => `203.0.113.${++addressSeq}`;

function req(method: string, headers: Record<string, string>, body?: Uint8Array | ReadableStream<Uint8Array>): Request {
  // duplex: a streamed body (no Content-Length) needs it in Node's Request.
  return new Request('http://sync.test/api/sync/spaces/x', {
    method,
    headers,
    body: body as BodyInit,
    duplex: 'half',
  } as RequestInit);
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const bytes = (...values: number[]) => new Uint8Array(values);
const errorOf = (o: SyncOutcome) => (o.body as { error: string }).error;

/** A body streamed in 64 KiB chunks with no Content-Length; `pulled` counts what the server read. */
function streamed(total: number) {
  const chunk = 64 * 1024;
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      const n = Math.min(chunk, total - state.pulled);
      state.pulled += n;
      controller.enqueue(new Uint8Array(n).fill(7));
    },
  });
  return { stream, state };
}

describe.each(testDatabases())('sync spaces on $name', (t) => {
  let db: Driver;
  const clock = { at: new Date('2026-06-01T10:00:00Z') };
  const deps = (limits: Limits = DEFAULT_LIMITS): SyncDeps => ({ db, now: () => clock.at, limits });

  beforeAll(async () => {
    db = await t.open();
  });
  afterAll(() => t.close());

  async function created(blob = bytes(1, 2, 3)) {
    const id = newId();
    const token = newToken();
    const out = await putSpace(deps(), id, req('PUT', { ...auth(token), 'if-none-match': '*' }, blob), newAddress());
    expect(out.status).toBe(201);
    return { id, token };
  }

  it('creates with If-None-Match: * (201, ETag "1") and refuses a second create (412)', async () => {
    const { id, token } = await created();
    const again = await putSpace(
      deps(),
      id,
      req('PUT', { ...auth(token), 'if-none-match': '*' }, bytes(9)),
      newAddress(),
    );
    expect([again.status, again.headers?.ETag]).toEqual([412, '"1"']);
    const stranger = await putSpace(
      deps(),
      id,
      req('PUT', { ...auth(newToken()), 'if-none-match': '*' }, bytes(9)),
      newAddress(),
    );
    expect(stranger.status).toBe(401);
    const read = await getSpace(deps(), id, req('GET', auth(token)), newAddress());
    expect([read.status, read.headers?.ETag, [...(read.body as Uint8Array)]]).toEqual([200, '"1"', [1, 2, 3]]);
  });

  it('replaces version N with If-Match (200, ETag N+1), refuses a stale version (412) and a write without one (428)', async () => {
    const { id, token } = await created();
    const put = (headers: Record<string, string>, body: Uint8Array) =>
      putSpace(deps(), id, req('PUT', { ...auth(token), ...headers }, body), newAddress());
    expect(await put({ 'if-match': '"1"' }, bytes(4, 5))).toEqual({ status: 200, headers: { ETag: '"2"' } });
    const stale = await put({ 'if-match': '"1"' }, bytes(6));
    expect([stale.status, stale.headers?.ETag]).toEqual([412, '"2"']);
    expect((await put({}, bytes(6))).status).toBe(428);
    expect((await put({ 'if-match': '"2"', 'if-none-match': '*' }, bytes(6))).status).toBe(400);
    for (const bad of ['2', 'W/"2"', '"0"', '"2", "3"', '*'])
      expect((await put({ 'if-match': bad }, bytes(6))).status, bad).toBe(400);
    const read = await getSpace(deps(), id, req('GET', auth(token)), newAddress());
    expect([read.headers?.ETag, [...(read.body as Uint8Array)]]).toEqual(['"2"', [4, 5]]);
  });

  it('answers 428 for a write with neither header on an unknown space, 404 for If-Match there', async () => {
    const token = newToken();
    expect((await putSpace(deps(), newId(), req('PUT', auth(token), bytes(1)), newAddress())).status).toBe(428);
    const out = await putSpace(
      deps(),
      newId(),
      req('PUT', { ...auth(token), 'if-match': '"1"' }, bytes(1)),
      newAddress(),
    );
    expect([out.status, errorOf(out)]).toEqual([404, expect.stringMatching(/no sync space/)]);
  });

  it('deletes with the token (204); the space is then unknown (404)', async () => {
    const { id, token } = await created();
    expect((await deleteSpace(deps(), id, req('DELETE', auth(newToken())), newAddress())).status).toBe(401);
    expect(await deleteSpace(deps(), id, req('DELETE', auth(token)), newAddress())).toEqual({ status: 204 });
    expect((await getSpace(deps(), id, req('GET', auth(token)), newAddress())).status).toBe(404);
    expect((await deleteSpace(deps(), id, req('DELETE', auth(token)), newAddress())).status).toBe(404);
  });

  it('answers 401 for a missing, malformed or wrong token and 404 for an unknown space', async () => {
    const { id } = await created();
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer short' },
      { authorization: `Basic ${newToken()}` },
    ]) {
      const out = await getSpace(deps(), id, req('GET', headers), newAddress());
      expect([out.status, out.headers?.['WWW-Authenticate']], JSON.stringify(headers)).toEqual([401, 'Bearer']);
    }
    expect((await getSpace(deps(), id, req('GET', auth(newToken())), newAddress())).status).toBe(401);
    expect((await getSpace(deps(), newId(), req('GET', auth(newToken())), newAddress())).status).toBe(404);
  });

  it('answers 400 for a space id of 21 or 65 characters or with a character outside [A-Za-z0-9_-]', async () => {
    const token = newToken();
    for (const id of ['a'.repeat(21), 'a'.repeat(65), `${'a'.repeat(21)}+`, `${'a'.repeat(21)}.`]) {
      const out = await getSpace(deps(), id, req('GET', auth(token)), newAddress());
      expect([out.status, errorOf(out)], id).toEqual([400, expect.stringMatching(/not a sync space id/)]);
    }
    for (const id of ['a'.repeat(22), `${'-_'.repeat(32)}`])
      expect((await getSpace(deps(), id, req('GET', auth(token)), newAddress())).status, id).toBe(404);
  });

  it('refuses over 2 MiB by Content-Length before reading, and while reading a body sent without one (413)', async () => {
    const { id, token } = await created();
    const declared = streamed(MAX_BLOB_BYTES + 1);
    const headers = { ...auth(token), 'if-match': '"1"', 'content-length': String(MAX_BLOB_BYTES + 1) };
    const byHeader = await putSpace(deps(), id, req('PUT', headers, declared.stream), newAddress());
    expect([byHeader.status, byHeader.headers?.Connection]).toEqual([413, 'close']);
    expect(declared.state.pulled).toBeLessThanOrEqual(64 * 1024); // at most what the stream pre-fills

    const big = streamed(8 * MAX_BLOB_BYTES);
    const byStream = await putSpace(
      deps(),
      id,
      req('PUT', { ...auth(token), 'if-match': '"1"' }, big.stream),
      newAddress(),
    );
    expect(byStream.status).toBe(413);
    expect(big.state.pulled).toBeLessThan(MAX_BLOB_BYTES + 3 * 64 * 1024); // stopped soon after the cap

    const exact = streamed(MAX_BLOB_BYTES);
    const ok = await putSpace(
      deps(),
      id,
      req('PUT', { ...auth(token), 'if-match': '"1"' }, exact.stream),
      newAddress(),
    );
    expect(ok.status).toBe(200);
    const [row] = (await repo.allSyncBlobs(db)).filter((r) => r.id === id);
    expect(row.blob.byteLength).toBe(MAX_BLOB_BYTES);
    expect((await putSpace(deps(), id, req('PUT', { ...auth(token), 'if-match': '"2"' }), newAddress())).status).toBe(
      400,
    );
  });

  it('answers 429 with Retry-After past the per-address limit; a wrong token counts ten times', async () => {
    const limits = { perAddress: 12, writesPerSpace: 100 };
    const { id, token } = await created();
    const address = newAddress();
    clock.at = new Date('2026-06-01T10:00:45Z');
    expect((await getSpace(deps(limits), id, req('GET', auth(newToken())), address)).status).toBe(401); // counts 10
    expect((await getSpace(deps(limits), id, req('GET', auth(token)), address)).status).toBe(200); // 11
    expect((await getSpace(deps(limits), id, req('GET', auth(token)), address)).status).toBe(200); // 12
    const limited = await getSpace(deps(limits), id, req('GET', auth(token)), address);
    expect([limited.status, limited.headers?.['Retry-After']]).toEqual([429, '15']);
    expect((await getSpace(deps(limits), id, req('GET', auth(token)), newAddress())).status).toBe(200);
    clock.at = new Date('2026-06-01T10:01:00Z'); // the next window
    expect((await getSpace(deps(limits), id, req('GET', auth(token)), address)).status).toBe(200);
  });

  it('answers 429 past the writes a space takes in a minute, whatever the addresses', async () => {
    const limits = { perAddress: 100, writesPerSpace: 2 };
    const { id, token } = await created();
    const put = (v: number) =>
      putSpace(deps(limits), id, req('PUT', { ...auth(token), 'if-match': `"${v}"` }, bytes(v)), newAddress());
    expect((await put(1)).status).toBe(200);
    expect((await put(2)).status).toBe(200);
    const limited = await put(3);
    expect([limited.status, Number(limited.headers?.['Retry-After'])]).toEqual([429, expect.any(Number)]);
  });

  it('lets exactly one of two writers racing on the same version win (one 200, one 412)', async () => {
    const { id, token } = await created();
    for (let version = 1; version <= 5; version++) {
      const write = (b: number) =>
        putSpace(deps(), id, req('PUT', { ...auth(token), 'if-match': `"${version}"` }, bytes(b)), newAddress());
      const outs = await Promise.all([write(10 + version), write(20 + version)]);
      expect(outs.map((o) => o.status).sort()).toEqual([200, 412]);
    }
    const read = await getSpace(deps(), id, req('GET', auth(token)), newAddress());
    expect(read.headers?.ETag).toBe('"6"');
  });

  it('stores the bytes as sent and only the SHA-256 of the token', async () => {
    const { id, token } = await created(bytes(0, 255, 128));
    const row = await db.query<{ token_hash: string; bytes: number }>(
      'SELECT token_hash, bytes FROM sync_spaces WHERE id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), bytes: 3 });
    const [stored] = (await repo.allSyncBlobs(db)).filter((r) => r.id === id);
    expect([...stored.blob]).toEqual([0, 255, 128]);
  });

  it('purges a space idle 180 days, keeping one read meanwhile', async () => {
    clock.at = new Date('2026-01-01T00:00:00Z');
    const idle = await created();
    const read = await created();
    const state = {};
    clock.at = new Date(Date.parse('2026-01-01T00:00:00Z') + SPACE_IDLE_TTL_MS / 2);
    expect((await getSpace(deps(), read.id, req('GET', auth(read.token)), newAddress())).status).toBe(200);
    const due = new Date(Date.parse('2026-01-01T00:00:00Z') + SPACE_IDLE_TTL_MS + 60_000);
    expect(await purgeSyncIfDue(db, due, state)).toBeGreaterThanOrEqual(1);
    expect(await purgeSyncIfDue(db, new Date(due.getTime() + 60_000), state)).toBeNull(); // not due within the hour
    clock.at = due;
    expect((await getSpace(deps(), idle.id, req('GET', auth(idle.token)), newAddress())).status).toBe(404);
    expect((await getSpace(deps(), read.id, req('GET', auth(read.token)), newAddress())).status).toBe(200);
  });
});

describe('sync responses', () => {
  it('send bytes as octet-stream, errors as JSON, and never let a cache keep either', async () => {
    const blob = syncResponse({ status: 200, headers: { ETag: '"3"' }, body: bytes(1, 2) });
    expect([blob.headers.get('content-type'), blob.headers.get('etag'), blob.headers.get('cache-control')]).toEqual([
      'application/octet-stream',
      '"3"',
      'no-store',
    ]);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2]);
    const error = syncResponse({ status: 412, body: { error: 'Another device saved first.' } });
    expect([error.headers.get('content-type'), error.headers.get('cache-control')]).toEqual([
      'application/json',
      'no-store',
    ]);
    expect(await error.json()).toEqual({ error: 'Another device saved first.' });
    const empty = syncResponse({ status: 204 });
    expect([empty.status, empty.headers.get('cache-control'), await empty.text()]).toEqual([204, 'no-store', '']);
  });
});
