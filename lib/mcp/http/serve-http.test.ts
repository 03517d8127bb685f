import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import {
  Client,
  ProtocolError,
  StreamableHTTPClientTransport,
  type CallToolResult,
  type ListToolsResult,
} from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY, MODERN } from '../types';
import { parsePort, startLabHttpServer, type LabHttpServer } from './serve-http.server';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CLIENT_INFO = { name: 'serve-http-test', version: '1.0.0' };
const modernClient = () => new Client(CLIENT_INFO, { versionNegotiation: { mode: { pin: MODERN } } });
const texts = (r: CallToolResult) => r.content.flatMap((b) => (b.type === 'text' ? [b.text] : []));

/** Walks tools/list page by page with the cursors the server hands out (at most 20 pages). */
async function listEveryPage(client: Client): Promise<{ names: string[]; pages: number; cursor: string | undefined }> {
  const names: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page: ListToolsResult = await client.request({
      method: 'tools/list',
      params: cursor === undefined ? {} : { cursor },
    });
    names.push(...page.tools.map((t) => t.name));
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== undefined && pages < 20);
  return { names, pages, cursor };
}

/** A raw HTTP exchange, so the test controls Host and Origin exactly as a hostile page or DNS rebind would. */
function raw(
  url: URL,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: options.path ?? url.pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A well-formed modern tools/list: the door must refuse it on Host/Origin alone. */
const LIST_TOOLS = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/list',
  params: {
    _meta: {
      'io.modelcontextprotocol/protocolVersion': MODERN,
      'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
      'io.modelcontextprotocol/clientCapabilities': {},
    },
  },
});
const POST_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  // 2026-07-28 wants the envelope's version and method repeated in headers (-32020 otherwise).
  'mcp-protocol-version': MODERN,
  'mcp-method': 'tools/list',
};

describe('lab server over Streamable HTTP', () => {
  let server: LabHttpServer;
  let client: Client;
  const logged: string[] = [];

  beforeAll(async () => {
    server = await startLabHttpServer({ port: 0, log: (line) => logged.push(line) });
    client = modernClient();
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it('binds an ephemeral loopback port and reports it', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/mcp`);
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
  });

  it('lists every tool exactly once, page by page and through listTools()', async () => {
    const { names: paged, pages, cursor } = await listEveryPage(client);
    expect(cursor).toBeUndefined();
    expect(pages).toBeGreaterThan(1); // the lab pages 5 at a time, so this really walked cursors
    expect(paged.length).toBeGreaterThanOrEqual(12);
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged).toEqual(server.lab.definitions().map((t) => t.name));

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(paged);
  });

  it('calls a tool and returns its result', async () => {
    const result = (await client.callTool({
      name: 'list_events',
      arguments: { date: '2026-09-14' },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(texts(result).join('\n')).toMatch(/2026-09-14/);
  });

  it('answers an unknown tool with JSON-RPC -32602', async () => {
    const error = await client.callTool({ name: 'no_such_tool', arguments: {} }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).code).toBe(-32602);
  });

  it('serves a 2025-11-25 client too (legacy: stateless)', async () => {
    const legacy = new Client(CLIENT_INFO);
    await legacy.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    try {
      expect(legacy.getNegotiatedProtocolVersion()).toBe(LEGACY);
      const { tools } = await legacy.listTools();
      expect(tools.map((t) => t.name)).toEqual(server.lab.definitions().map((t) => t.name));
    } finally {
      await legacy.close();
    }
  });

  it('refuses a foreign Host (DNS rebinding) with 403 before MCP', async () => {
    const res = await raw(new URL(server.url), {
      method: 'POST',
      headers: { ...POST_HEADERS, host: `evil.example:${server.port}` },
      body: LIST_TOOLS,
    });
    expect(res.status).toBe(403);
    expect(res.body).not.toContain('"tools"');
    expect(logged.some((line) => line.includes('Host=evil.example'))).toBe(true);
  });

  it('refuses a foreign Origin with 403 before MCP', async () => {
    const res = await raw(new URL(server.url), {
      method: 'POST',
      headers: { ...POST_HEADERS, origin: 'http://evil.example' },
      body: LIST_TOOLS,
    });
    expect(res.status).toBe(403);
    expect(res.body).not.toContain('"tools"');
  });

  it('lets a loopback page in, with CORS so a browser can read the answer', async () => {
    const res = await raw(new URL(server.url), {
      method: 'POST',
      headers: { ...POST_HEADERS, origin: 'http://localhost:6274' },
      body: LIST_TOOLS,
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:6274');
    expect(res.body).toContain('"get_today"');
  });

  it('answers 404 on any other path', async () => {
    const res = await raw(new URL(server.url), { path: '/elsewhere' });
    expect(res.status).toBe(404);
    expect(res.body).toContain('/mcp');
  });

  it('says clearly when the port is taken', async () => {
    await expect(startLabHttpServer({ port: server.port })).rejects.toThrow(/already in use/);
  });
});

describe('parsePort', () => {
  it.each(['0', '3333', '65535'])('accepts %s', (text) => {
    expect(parsePort(text)).toBe(Number(text));
  });
  it.each(['', 'abc', '-1', '3.5', '65536', '1e3'])('rejects "%s" with a clear message', (text) => {
    expect(() => parsePort(text)).toThrow(/use a whole number from 0 to 65535/);
  });
});

describe('lab server over stdio', () => {
  it('serves 2026-07-28 from `npx tsx scripts/lab-serve.ts --stdio`, logs on stderr only', async () => {
    const transport = new StdioClientTransport({
      command: 'npx',
      args: ['tsx', 'scripts/lab-serve.ts', '--stdio'],
      cwd: ROOT,
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = modernClient();
    await client.connect(transport);
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
      const { tools } = await client.listTools();
      expect(tools.length).toBeGreaterThanOrEqual(12);
      expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
      const today = (await client.callTool({ name: 'get_today', arguments: {} })) as CallToolResult;
      expect(texts(today).join('\n')).toMatch(/^Today is \w+ \d{4}-\d{2}-\d{2}\./);
    } finally {
      await client.close();
    }
    // Any stray stdout line would have broken the JSON-RPC stream above; the banner went to stderr.
    expect(stderr).toContain('MCPA Lab MCP server on stdio');
  });
});

describe('npm run lab:serve over Streamable HTTP', () => {
  it('serves the official client from the script itself: every page, a call, -32602 for an unknown tool', async () => {
    // node --import tsx: one process, so killing it really stops the server (npx would leave a child behind).
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lab-serve.ts', '--port', '0'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<URL>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(out);
          if (match) resolve(new URL(match[1]));
        });
        child.on('exit', (code) => reject(new Error(`lab:serve exited with ${code}`)));
      });
      const client = modernClient();
      await client.connect(new StreamableHTTPClientTransport(url));
      try {
        const { names, pages } = await listEveryPage(client);
        expect(pages).toBeGreaterThan(1);
        expect(names.length).toBeGreaterThanOrEqual(12);
        expect(new Set(names).size).toBe(names.length);
        const result = (await client.callTool({ name: 'get_today', arguments: {} })) as CallToolResult;
        expect(texts(result).join('\n')).toMatch(/2026-09-14/);
        const error = await client.callTool({ name: 'no_such_tool', arguments: {} }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ProtocolError);
        expect((error as ProtocolError).code).toBe(-32602);
      } finally {
        await client.close();
      }
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
  });
});
