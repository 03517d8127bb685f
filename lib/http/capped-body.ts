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

/**
 * The same on Node's own request (a Pages Router route). Past the cap it stops listening and pauses the
 * request instead of destroying it, so the 413 can still be sent (with Connection: close).
 */
export function readCappedFromNode(request: IncomingMessage, cap: number): Promise<Uint8Array | 'too-large'> {
  if (Number(request.headers['content-length'] ?? '0') > cap) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= cap) return void chunks.push(chunk);
      request.off('data', onData).off('end', onEnd).pause();
      resolve('too-large');
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on('data', onData).once('end', onEnd).once('error', reject);
  });
}
