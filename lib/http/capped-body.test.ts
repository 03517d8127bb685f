import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCappedFromNode } from './capped-body';

/** A real server that answers what readCappedFromNode read: 200 with the byte count, or 413 and a closed connection. */
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    void readCappedFromNode(req, 8 * 1024).then((body) => {
      if (body === 'too-large') res.writeHead(413, { Connection: 'close' }).end('too large');
      else res.writeHead(200).end(String(body.byteLength));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * A raw HTTP/1.1 client, so the test decides when bytes go out and when the answer is read: it sends the head and
 * the first part, waits 200 ms without reading (time for a server to answer early and close), sends the rest,
 * and only then reads. A server that closed with the body still arriving resets the connection, and a reset
 * throws away the answer the client had not read yet: the client gets EPIPE or ECONNRESET instead of the status.
 */
function sendRaw(parts: Buffer[], chunked: boolean): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    const total = parts.reduce((n, p) => n + p.byteLength, 0);
    const frame = (part: Buffer) =>
      chunked ? Buffer.concat([Buffer.from(`${part.byteLength.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part;
    const head = `POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`}\r\n\r\n`;
    let received = '';
    socket.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    socket.on('data', (d: Buffer) => (received += d.toString()));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(received)?.[1]) || undefined }));
    socket.on('connect', () => {
      void (async () => {
        socket.write(head);
        for (const [i, part] of parts.entries()) {
          if (i > 0) await new Promise((r) => setTimeout(r, 200));
          if (!socket.destroyed) socket.write(frame(part));
        }
        if (chunked && !socket.destroyed) socket.write('0\r\n\r\n');
        await new Promise((r) => setTimeout(r, 100));
        socket.resume();
      })();
    });
  });
}

const kb = (n: number) => Buffer.alloc(n * 1024, 'x');

describe('readCappedFromNode on a real connection', () => {
  it('reads a body within the cap', async () => {
    expect(await sendRaw([kb(4), kb(4)], true)).toEqual({ status: 200 });
  });

  it('answers 413 to a chunked body past the cap while the client is still sending, without a reset', async () => {
    // 9 KB, a pause (a reader that answers at the cap answers and closes here), then 11 KB more.
    expect(await sendRaw([kb(9), kb(11)], true)).toEqual({ status: 413 });
  });

  it('answers 413 to a declared length past the cap, reading the body it was sent', async () => {
    expect(await sendRaw([kb(5), kb(10)], false)).toEqual({ status: 413 });
  });
});
