import type { Queryable } from '../live/db/driver';
import { hashKey, keyMatches } from '../live/keys';
import * as repo from '../live/repository';
import { declaredTooLarge, readBlob } from './body';
import { bearerHeader, etagOf, ifMatchHeader, ifNoneMatchHeader, spaceId as spaceIdSchema } from './contract';
import { countFailedToken, countRequest, countWrite, DEFAULT_LIMITS, type Limits } from './limits';
import { syncFail, type SyncOutcome } from './outcome';

export interface SyncDeps {
  db: Queryable;
  now: () => Date;
  limits?: Limits;
}

/**
 * The sync use cases. Checks run in this order, each before any costlier one:
 *   400 bad space id → 429 address over its limit → 401 no or malformed token →
 *   (PUT) 400 malformed or conflicting preconditions → 428 neither If-Match nor If-None-Match (whether or not
 *   the space exists: a write without one could silently replace another device's) → 413 by Content-Length →
 *   413 while reading → 400 empty body →
 *   404 unknown space (also for If-Match on an unknown space) → 401 wrong token → 429 space over its writes →
 *   412 version or existence does not match.
 */
type Gate = { ok: true; id: string; token: string; address: string } | { ok: false; outcome: SyncOutcome };

const WRONG_TOKEN = 'This device is not allowed into that sync space: pair it again with a new link.';
const UNKNOWN = 'There is no sync space here: it was deleted or has expired. Pair your devices again.';
const RATE = 'Too many sync requests: wait a moment and it will try again.';

async function gate(deps: SyncDeps, rawId: string, request: Request, address: string): Promise<Gate> {
  const id = spaceIdSchema.safeParse(rawId);
  if (!id.success)
    return { ok: false, outcome: syncFail(400, 'That is not a sync space id (22 to 64 of A-Z a-z 0-9 _ -).') };
  const limits = deps.limits ?? DEFAULT_LIMITS;
  const limited = await countRequest(deps.db, address, deps.now(), limits.perAddress);
  if (limited) return { ok: false, outcome: syncFail(429, RATE, limited) };
  const token = bearerHeader.safeParse(request.headers.get('authorization') ?? '');
  if (!token.success) {
    await countFailedToken(deps.db, address, deps.now());
    const error = 'This request carried no sync token: open the pairing link again on this device.';
    return { ok: false, outcome: syncFail(401, error, { 'WWW-Authenticate': 'Bearer' }) };
  }
  return { ok: true, id: id.data, token: token.data, address };
}

/** The space's head when it exists and the token is its own; else the 404 or 401 to send. */
async function authorise(deps: SyncDeps, g: { id: string; token: string; address: string }) {
  const head = await repo.findSyncSpace(deps.db, g.id);
  if (!head) return { ok: false as const, outcome: syncFail(404, UNKNOWN) };
  if (!keyMatches(g.token, head.tokenHash)) {
    await countFailedToken(deps.db, g.address, deps.now());
    return { ok: false as const, outcome: syncFail(401, WRONG_TOKEN, { 'WWW-Authenticate': 'Bearer' }) };
  }
  return { ok: true as const, head };
}

type Precondition = { create: true } | { create: false; version: number };

function precondition(request: Request): Precondition | SyncOutcome {
  const ifMatch = request.headers.get('if-match');
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifMatch !== null && ifNoneMatch !== null)
    return syncFail(400, 'Send If-Match to replace a version or If-None-Match: * to create, not both.');
  if (ifNoneMatch !== null)
    return ifNoneMatchHeader.safeParse(ifNoneMatch.trim()).success
      ? { create: true }
      : syncFail(400, 'If-None-Match must be * (create the space only if it does not exist).');
  if (ifMatch !== null) {
    const version = ifMatchHeader.safeParse(ifMatch);
    return version.success
      ? { create: false, version: version.data }
      : syncFail(400, 'If-Match must be one version in double quotes, such as "3".');
  }
  return syncFail(428, 'A write must say which version it replaces (If-Match) or that it creates (If-None-Match: *).');
}

export async function putSpace(deps: SyncDeps, rawId: string, request: Request, address: string): Promise<SyncOutcome> {
  const g = await gate(deps, rawId, request, address);
  if (!g.ok) return g.outcome;
  const pre = precondition(request);
  if (!('create' in pre)) return pre;
  const declared = declaredTooLarge(request);
  if (declared) return declared;
  const body = await readBlob(request);
  if (!body.ok) return body.outcome;
  const tokenHash = hashKey(g.token);

  if (pre.create) {
    const created = await repo.insertSyncSpace(deps.db, { id: g.id, tokenHash, blob: body.bytes, now: deps.now() });
    if (created) return { status: 201, headers: { ETag: etagOf(1) } };
    const auth = await authorise(deps, g);
    if (!auth.ok) return auth.outcome;
    return syncFail(412, 'This sync space exists already: join it with its pairing link instead.', {
      ETag: etagOf(auth.head.version),
    });
  }

  const auth = await authorise(deps, g);
  if (!auth.ok) return auth.outcome;
  const limits = deps.limits ?? DEFAULT_LIMITS;
  const limited = await countWrite(deps.db, g.id, deps.now(), limits.writesPerSpace);
  if (limited) return syncFail(429, RATE, limited);
  const args = { id: g.id, tokenHash, expected: pre.version, blob: body.bytes, now: deps.now() };
  const version = await repo.replaceSyncBlob(deps.db, args);
  if (version !== null) return { status: 200, headers: { ETag: etagOf(version) } };
  // Lost the race or read an old version: say which version is current, the client reads, merges and retries.
  const now = await repo.findSyncSpace(deps.db, g.id);
  if (!now) return syncFail(404, UNKNOWN);
  return syncFail(412, 'Another device saved first: read again, merge and retry.', { ETag: etagOf(now.version) });
}

export async function getSpace(deps: SyncDeps, rawId: string, request: Request, address: string): Promise<SyncOutcome> {
  const g = await gate(deps, rawId, request, address);
  if (!g.ok) return g.outcome;
  const auth = await authorise(deps, g);
  if (!auth.ok) return auth.outcome;
  const read = await repo.readSyncBlob(deps.db, g.id, deps.now());
  if (!read) return syncFail(404, UNKNOWN);
  return { status: 200, headers: { ETag: etagOf(read.version) }, body: read.blob };
}

export async function deleteSpace(
  deps: SyncDeps,
  rawId: string,
  request: Request,
  address: string,
): Promise<SyncOutcome> {
  const g = await gate(deps, rawId, request, address);
  if (!g.ok) return g.outcome;
  const auth = await authorise(deps, g);
  if (!auth.ok) return auth.outcome;
  const gone = await repo.deleteSyncSpace(deps.db, g.id, auth.head.tokenHash);
  return gone ? { status: 204 } : syncFail(404, UNKNOWN);
}
