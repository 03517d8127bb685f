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
