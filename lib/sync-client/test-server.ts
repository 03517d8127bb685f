import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queryable } from '../live/db/driver';
import { syncResponse } from '../sync/outcome';
import { deleteSpace, getSpace, putSpace } from '../sync/service';

/**
 * For the engine's tests only (Node): the real sync use cases (lib/sync) behind a real HTTP server on
 * loopback, over a test database, so the engine is tested over the wire against the server's own logic.
 */
export async function startSyncTestServer(
  db: Queryable,
  limits = { perAddress: 10_000, writesPerSpace: 10_000 },
  /**
   * The address every request counts against, and the clock. The rate limits' counts live in the (shared) test
   * database per address and minute: a test of a limit gives its server an address of its own and a clock that
   * stays inside one minute, so neither other tests' requests nor a minute turning over change its counts.
   */
  { address = '127.0.0.1', now = () => new Date() }: { address?: string; now?: () => Date } = {},
) {
  const handlers = { PUT: putSpace, GET: getSpace, DELETE: deleteSpace } as const;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const match = /^\/api\/sync\/spaces\/([^/?]*)$/.exec(req.url ?? '');
    const handler = handlers[req.method as keyof typeof handlers];
    if (!match || !handler) return void res.writeHead(404).end();
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const body = chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined;
    const request = new Request(`http://localhost${req.url}`, { method: req.method, headers, body });
    const response = syncResponse(await handler({ db, now, limits }, decodeURIComponent(match[1]), request, address));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
