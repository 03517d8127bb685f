import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createMcpHandler,
  hostHeaderValidationResponse,
  localhostAllowedHostnames,
  localhostAllowedOrigins,
  originValidationResponse,
  type CreateMcpHandlerOptions,
  type ServerNotifier,
} from '@modelcontextprotocol/server';
import { createLabServer, type LabServer } from '../server/lab-server';
import { sendWebResponse, toWebRequest } from './node-bridge.server';

export const MCP_PATH = '/mcp';

export interface LabHttpServerOptions {
  /** 0 picks a free port; the one bound is in the result. */
  port: number;
  /** Loopback by default: the lab is for the learner's own machine. */
  host?: string;
  /** The lab to serve; a fresh one when absent. */
  server?: LabServer;
  /** How 2025-11-25 (pre-envelope) clients are served: 'stateless' (default) answers them, 'reject' refuses. */
  legacy?: CreateMcpHandlerOptions['legacy'];
  /** Extra Host/Origin names to accept besides localhost, 127.0.0.1 and [::1] (e.g. a LAN name). */
  allowedHostnames?: string[];
  /** One line per refused request or handler error; silent when absent. */
  log?: (line: string) => void;
}

export interface LabHttpServer {
  /** The Streamable HTTP endpoint, e.g. http://127.0.0.1:3333/mcp. */
  url: string;
  port: number;
  lab: LabServer;
  /**
   * Tells open subscriptions/listen streams that a list changed. Over HTTP each request gets a fresh
   * McpServer, so a bare LabServer.addTool/removeTool reaches no listener: use the two below, or this.
   */
  notify: ServerNotifier;
  /** LabServer.addTool/removeTool, then list_changed to every listener over HTTP. */
  addTool(name: string): boolean;
  removeTool(name: string): boolean;
  close(): Promise<void>;
}

/** Parses a --port value: a whole number 0–65535 (0 = any free port). */
export function parsePort(text: string): number {
  const port = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(port) || port > 65535) {
    throw new RangeError(`invalid port "${text}": use a whole number from 0 to 65535 (0 = any free port)`);
  }
  return port;
}

/** Browsers on a loopback page (e.g. MCP Inspector in direct mode) need CORS to read the answers. */
function withCors(response: Response, origin: string | null): Response {
  if (!origin) return response;
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', origin);
  headers.set('access-control-expose-headers', 'mcp-session-id, mcp-protocol-version');
  headers.append('vary', 'Origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function preflight(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
      'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
      'access-control-max-age': '600',
    },
  });
}

const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

export async function startLabHttpServer(options: LabHttpServerOptions): Promise<LabHttpServer> {
  const port = parsePort(String(options.port));
  const host = options.host ?? '127.0.0.1';
  const lab = options.server ?? createLabServer();
  const log = options.log ?? (() => {});
  // Host and Origin are matched by name, port-agnostic. A wildcard bind is not a name anyone types, so it
  // adds nothing: reach such a server by a name listed in allowedHostnames.
  const extra = [...(WILDCARDS.has(host) ? [] : [bracketed(host)]), ...(options.allowedHostnames ?? [])];
  const allowedHosts = [...localhostAllowedHostnames(), ...extra];
  const allowedOrigins = [...localhostAllowedOrigins(), ...extra];

  const handler = createMcpHandler(lab.factory, {
    legacy: options.legacy ?? 'stateless',
    onerror: (error) => log(`mcp: ${error.message}`),
  });

  // The door: DNS rebinding (foreign Host) and cross-site pages (foreign Origin) are refused with 403
  // before anything reaches MCP; then only /mcp exists.
  async function serve(request: Request): Promise<Response> {
    const refused =
      hostHeaderValidationResponse(request, allowedHosts) ?? originValidationResponse(request, allowedOrigins);
    if (refused) {
      const origin = request.headers.get('origin');
      log(`403 ${request.method} Host=${request.headers.get('host')}${origin ? ` Origin=${origin}` : ''}`);
      return refused;
    }
    const { pathname } = new URL(request.url);
    if (pathname !== MCP_PATH) {
      return Response.json({ error: `Not found: the MCP endpoint is ${MCP_PATH}` }, { status: 404 });
    }
    const origin = request.headers.get('origin');
    if (request.method === 'OPTIONS') return withCors(preflight(request), origin);
    return withCors(await handler.fetch(request), origin);
  }

  // Request URLs are built on the address we bound, never on the client's Host header.
  let base = '';
  const http: Server = createServer((req, res) => {
    const aborted = new AbortController();
    // The SDK ends an exchange (and any SSE stream) when the request's signal aborts.
    res.once('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    const run = async () => {
      const request = toWebRequest(req, base, aborted.signal);
      await sendWebResponse(await serve(request), res);
    };
    run().catch((error: unknown) => {
      log(`500: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal server error' }));
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE'
          ? `port ${port} on ${host} is already in use; pick another with --port N (0 = any free port)`
          : error.code === 'EACCES'
            ? `no permission to listen on ${host}:${port}; use a port above 1023`
            : error.message;
      reject(new Error(`cannot start the lab server: ${reason}`, { cause: error }));
    });
    http.listen(port, host, () => resolve());
  });
  const bound = (http.address() as AddressInfo).port;
  base = `http://${bracketed(host)}:${bound}`;

  const announce = (changed: boolean) => {
    if (changed) handler.notify.toolsChanged();
    return changed;
  };
  let closing: Promise<void> | undefined;
  return {
    url: `${base}${MCP_PATH}`,
    port: bound,
    lab,
    notify: handler.notify,
    addTool: (name) => announce(lab.addTool(name)),
    removeTool: (name) => announce(lab.removeTool(name)),
    close() {
      closing ??= (async () => {
        await handler.close();
        await new Promise<void>((resolve) => {
          http.close(() => resolve());
          // Open SSE streams and idle keep-alive sockets would otherwise hold close() open.
          http.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}
