import { mergeProgress, type PersistedProgress } from '../progress/persisted';
import { decryptProgress, encryptProgress, type SpaceKeys } from './crypto';

/** What the learner sees of sync: the state, when it last changed, and a sentence when there is one. */
export interface SyncStatus {
  state: 'idle' | 'syncing' | 'synced' | 'offline' | 'error';
  at: number;
  message?: string;
  /** The space is gone (deleted, or the link was never valid): syncing has stopped. */
  gone?: boolean;
  /** Try again no sooner than this (a 429's Retry-After, a busy server, devices that kept writing). */
  retryInMs?: number;
}

export interface EngineOptions {
  /** The site's origin ('' in the browser: same origin). */
  base: string;
  spaceId: string;
  keys: SpaceKeys;
  /** This device's progress now. */
  read: () => PersistedProgress;
  /** Adds the synced copy to this device's progress (the import merge: nothing here is lost). */
  merge: (remote: PersistedProgress) => void;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const MAX_TRIES = 6;
/** Bounds of a wait the server asks for: a Retry-After past 15 minutes is taken as 15. */
const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 15 * 60_000;
/** When the server says nothing: a 429 without Retry-After, a 5xx (e.g. its database briefly away), 412s in a row. */
const DEFAULT_RETRY_MS = { limited: 60_000, server: 30_000, contended: 5_000 };

/** Retry-After in ms (seconds or an HTTP date), clamped; the fallback when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number, fallback: number): number {
  const value = header?.trim() ?? '';
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : value ? Date.parse(value) - now : NaN;
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, ms)) : fallback;
}
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const spaceUrl = (base: string, spaceId: string) => `${base}/api/sync/spaces/${encodeURIComponent(spaceId)}`;

/** A server's error sentence, when it sent one, else a plain one for the status. */
async function errorText(res: Response, fallback: string) {
  try {
    const body = (await res.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error.length < 300) return body.error;
  } catch {
    // not JSON: the fallback says enough
  }
  return fallback;
}

/** JSON with object keys sorted, so two equal copies of the progress give one text. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** True when the synced copy already holds all of this device's progress: nothing to write. */
export const covers = (remote: PersistedProgress, local: PersistedProgress) =>
  stable(mergeProgress(remote, local)) === stable(mergeProgress(remote, remote));

const failed = (now: number, message: string, gone = false, retryInMs?: number): SyncStatus => ({
  state: 'error',
  at: now,
  message,
  gone,
  ...(retryInMs === undefined ? {} : { retryInMs }),
});

/**
 * One device's side of a sync space. `create` makes the space (If-None-Match: *); `sync` reads the synced
 * copy, merges it in, and writes the merge back with If-Match, reading again on 412 (another device wrote
 * first) so that neither device's answers are lost. Never throws: every outcome is a status.
 */
export function createSyncEngine(options: EngineOptions) {
  const { base, spaceId, keys, read, merge } = options;
  const http = options.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? wait;
  const url = spaceUrl(base, spaceId);
  const auth = { Authorization: `Bearer ${keys.token}` };

  const put = async (condition: Record<string, string>) =>
    http(url, {
      method: 'PUT',
      headers: { ...auth, ...condition, 'Content-Type': 'application/octet-stream' },
      body: await encryptProgress(keys, spaceId, read()),
      cache: 'no-store',
    });

  const statusOf = async (res: Response): Promise<SyncStatus> => {
    if (res.status === 404)
      return failed(now(), 'The synced copy no longer exists (it was deleted on a device). Syncing has stopped.', true);
    if (res.status === 401)
      return failed(now(), 'The server refused this link: it is not the one this space was made with.', true);
    if (res.status === 413) return failed(now(), await errorText(res, 'Your progress is too large to sync.'));
    if (res.status === 429) {
      const wait = retryAfterMs(res.headers.get('Retry-After'), now(), DEFAULT_RETRY_MS.limited);
      return failed(now(), await errorText(res, 'Too many syncs just now; it will try again.'), false, wait);
    }
    const retry = res.status >= 500 ? DEFAULT_RETRY_MS.server : undefined;
    return failed(now(), await errorText(res, `The sync server answered ${res.status}.`), false, retry);
  };

  /** Network failures are "offline": the work waits here and goes up on the next sync. */
  const guarded = async (run: () => Promise<SyncStatus>): Promise<SyncStatus> => {
    try {
      return await run();
    } catch {
      return { state: 'offline', at: now(), message: 'Offline: will sync.' };
    }
  };

  const create = () =>
    guarded(async () => {
      const res = await put({ 'If-None-Match': '*' });
      return res.status === 201 ? { state: 'synced', at: now() } : statusOf(res);
    });

  const sync = () =>
    guarded(async () => {
      for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
        const got = await http(url, { headers: auth, cache: 'no-store' });
        if (got.status !== 200) return statusOf(got);
        const etag = got.headers.get('ETag');
        if (!etag) return failed(now(), 'The sync server sent no version; nothing was written.');
        const remote = await decryptProgress(keys, spaceId, new Uint8Array(await got.arrayBuffer()));
        if (!remote.ok) return failed(now(), remote.message);
        merge(remote.progress);
        if (covers(remote.progress, read())) return { state: 'synced', at: now() };
        const res = await put({ 'If-Match': etag });
        if (res.status === 200) return { state: 'synced', at: now() };
        if (res.status !== 412) return statusOf(res);
        // Another device wrote between our read and write: read its copy, merge, try again a moment later.
        await sleep(20 + Math.random() * 80 * (attempt + 1));
      }
      return failed(
        now(),
        'Other devices kept writing at the same moment; it will try again.',
        false,
        DEFAULT_RETRY_MS.contended,
      );
    });

  const remove = () =>
    guarded(async () => {
      const res = await http(url, { method: 'DELETE', headers: auth, cache: 'no-store' });
      return res.status === 204 || res.status === 404 ? { state: 'idle', at: now() } : statusOf(res);
    });

  return { create, sync, remove };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
