import type { IncomingMessage } from 'node:http';

/**
 * Reads a request body as bytes, stopping as soon as it passes the cap: a client may send no Content-Length
 * or lie about it, so the declared length is checked first and the bytes actually read after it. At most one
 * chunk past the cap is ever held. Web-standard Request only, so the live and sync handlers share it.
 */
export async function readCapped(request: Request, cap: number): Promise<Uint8Array | 'too-large'> {
  if (Number(request.headers.get('content-length') ?? '0') > cap) return 'too-large';
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
        return 'too-large';
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/** How much of an oversize body is read and thrown away before the 413, and for how long at most. */
const DRAIN_BYTES = 1024 * 1024;
const DRAIN_MS = 2000;

/**
 * The same on Node's own request (a Pages Router route). Past the cap it reads the rest of the body and throws
 * it away (up to DRAIN_BYTES or DRAIN_MS) before answering: a connection closed with the body still arriving
 * is reset, and a client still sending then gets EPIPE or ECONNRESET instead of the 413 (RFC 9112 §9.6).
 */
export async function readCappedFromNode(request: IncomingMessage, cap: number): Promise<Uint8Array | 'too-large'> {
  if (Number(request.headers['content-length'] ?? '0') > cap) {
    await discardRest(request, 0);
    return 'too-large';
  }
  const body = await new Promise<Buffer | number>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= cap) return void chunks.push(chunk);
      request.off('data', onData).off('end', onEnd);
      resolve(size);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on('data', onData).once('end', onEnd).once('error', reject);
  });
  if (Buffer.isBuffer(body)) return body;
  await discardRest(request, body);
  return 'too-large';
}

/** Reads what is left of the body into nothing, until it ends or the drain's limits; then pauses it. */
function discardRest(request: IncomingMessage, alreadyRead: number): Promise<void> {
  if (request.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let size = alreadyRead;
    const done = () => {
      clearTimeout(timer);
      request.off('data', onData).off('end', done).off('error', done).off('close', done);
      request.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > DRAIN_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MS);
    request.on('data', onData).once('end', done).once('error', done).once('close', done);
  });
}
