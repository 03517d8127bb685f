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

/**
 * Reads the body as bytes, stopping as soon as it passes the cap: a client may send no length or lie about
 * it, and at most one chunk past the cap is ever held.
 */
export async function readBlob(
  request: Request,
  cap = MAX_BLOB_BYTES,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; outcome: SyncOutcome }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > cap) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, outcome: tooLarge(cap) };
      }
      chunks.push(value);
    }
  }
  if (size === 0) return { ok: false, outcome: syncFail(400, 'The request carried no saved progress.') };
  return { ok: true, bytes: Buffer.concat(chunks) };
}
