import '../zod-jitless';
import { z } from 'zod';

/**
 * The sync HTTP contract shared by the server (app/api/sync, lib/sync) and the browser (lib/sync-client):
 * `/api/sync/spaces/{spaceId}` with PUT, GET and DELETE, `Authorization: Bearer TOKEN`, ETag = the decimal
 * version in double quotes, `Cache-Control: no-store`, errors as `{ "error": "…" }`. No node: imports here,
 * so the browser may import it.
 */

/** The largest blob a space holds (413 beyond): encrypted, compressed progress is far smaller. */
export const MAX_BLOB_BYTES = 2 * 1024 * 1024;
/** A space nobody has read or written for this long is deleted. */
export const SPACE_IDLE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export const syncPath = (spaceId: string) => `/api/sync/spaces/${spaceId}`;

export const spaceId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'a space id is 22 to 64 of A-Z a-z 0-9 _ -');

/** 32 random bytes in base64url without padding: 43 characters. */
export const syncToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const bearerHeader = z
  .string()
  .trim()
  .regex(/^Bearer [A-Za-z0-9_-]{43}$/)
  .transform((h) => h.slice('Bearer '.length));

/** `"N"`: the version a write replaces (a strong ETag; weak ones, lists and `*` are refused). */
export const ifMatchHeader = z
  .string()
  .trim()
  .regex(/^"[1-9][0-9]{0,8}"$/, 'If-Match must be one version in double quotes, such as "3"')
  .transform((h) => Number(h.slice(1, -1)));

export const ifNoneMatchHeader = z.literal('*', 'If-None-Match must be *');

export const etagOf = (version: number) => `"${version}"`;

/** Error bodies: one sentence a learner can read. */
export const syncError = z.object({ error: z.string() });
export type SyncError = z.infer<typeof syncError>;
