import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleAwareFetch } from './stale-fetch';

// A real HTTP server: one stream that sends a first chunk and then goes silent, one that keeps talking.
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': hello\n\n');
    if (req.url === '/chatty') {
      const timer = setInterval(() => res.write(': ping\n\n'), 20);
      setTimeout(() => {
        clearInterval(timer);
        res.end();
      }, 500);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function readAll(response: Response): Promise<string> {
  return await response.text();
}

describe('staleAwareFetch', () => {
  it('cuts a stream that stays silent longer than staleMs', async () => {
    const started = Date.now();
    const response = await staleAwareFetch(300)(`${base}/silent`);
    await expect(readAll(response)).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('leaves a stream with regular heartbeats alone until it ends', async () => {
    // Heartbeats every 20 ms for half a second: far inside the 2 s limit, even on a busy machine.
    const response = await staleAwareFetch(2000)(`${base}/chatty`);
    const text = await readAll(response);
    expect(text.startsWith(': hello')).toBe(true);
    expect(text.split(': ping').length).toBeGreaterThan(5);
  });

  it('stops when its own signal is aborted, without the watchdog firing later', async () => {
    const controller = new AbortController();
    const response = await staleAwareFetch(5000)(`${base}/silent`, { signal: controller.signal });
    const reading = readAll(response);
    controller.abort();
    await expect(reading).rejects.toThrow();
  });
});
