import { readCapped } from '../http/capped-body';
import { MAX_BLOB_BYTES } from './contract';
import { syncFail, type SyncOutcome } from './outcome';

// The rest of an oversize body stays unread, so the connection cannot carry another request: close it.
const tooLarge = (cap: number) =>
  syncFail(413, `Your saved progress is over ${cap / 1024 / 1024} MiB, the most a sync space holds.`, {
    Connection: 'close',
  });

/** The declared Content-Length is over the cap (checked before reading a byte). */
export function declaredTooLarge(request: Request, cap = MAX_BLOB_BYTES): SyncOutcome | null {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return declared > cap ? tooLarge(cap) : null;
}

/** The body's bytes, or the 413 as soon as it passes the cap (readCapped), or a 400 when it is empty. */
export async function readBlob(
  request: Request,
  cap = MAX_BLOB_BYTES,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; outcome: SyncOutcome }> {
  const bytes = await readCapped(request, cap);
  if (bytes === 'too-large') return { ok: false, outcome: tooLarge(cap) };
  if (bytes.byteLength === 0) return { ok: false, outcome: syncFail(400, 'The request carried no saved progress.') };
  return { ok: true, bytes };
}
