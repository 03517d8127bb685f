import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { oneJsonSchemaValidator, sdkEntriesWithoutHttp } from './sdk-entries';
import { sdkSharedCore } from './sdk-shared-core';

const root = path.resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(path.join(tmpdir(), 'sdk-shared-core-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A client and a server of the SDK, bundled as the sandbox bundles them, talking over its in-memory transport.
const entry = `
import { Client, ProtocolError as ClientProtocolError } from '@modelcontextprotocol/client';
import { InMemoryTransport, McpServer, ProtocolError, fromJsonSchema } from '@modelcontextprotocol/server';
export const same = ClientProtocolError === ProtocolError;
export async function roundTrip() {
  const server = new McpServer({ name: 's', version: '1' });
  server.registerTool(
    'double',
    { inputSchema: fromJsonSchema({ type: 'object', properties: { n: { type: 'number' } }, required: ['n'] }) },
    async ({ n }) => ({ content: [{ type: 'text', text: String(n * 2) }] }),
  );
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(b);
  const client = new Client({ name: 'c', version: '1' });
  await client.connect(a);
  const tools = (await client.listTools()).tools.map((t) => t.name);
  const result = await client.callTool({ name: 'double', arguments: { n: 21 } });
  let unknown = '';
  try {
    await client.callTool({ name: 'nope', arguments: {} });
  } catch (err) {
    unknown = (err instanceof ClientProtocolError ? 'ProtocolError: ' : 'other: ') + String(err.message);
  }
  const bad = await client.callTool({ name: 'double', arguments: { n: 'x' } }).catch((err) => ({ thrown: String(err) }));
  await client.close();
  return { tools, result, unknown, bad };
}
`;

async function bundle(name: string, plugins: Plugin[]) {
  const outfile = path.join(dir, `${name}.mjs`);
  const result = await build({
    absWorkingDir: root,
    stdin: { contents: entry, resolveDir: root, loader: 'js' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['browser'],
    target: 'es2022',
    plugins: [sdkEntriesWithoutHttp(/(?!)/), oneJsonSchemaValidator(), ...plugins],
    logLevel: 'error',
    write: false,
  });
  const code = result.outputFiles[0].text;
  writeFileSync(outfile, code);
  type Mod = { same: boolean; roundTrip: () => Promise<Record<string, unknown>> };
  return { code, mod: (await import(pathToFileURL(outfile).href)) as Mod };
}

const brands = (code: string) => code.split('Symbol.for("mcp.sdk.errorBrands")').length - 1;

describe('sdkSharedCore', () => {
  it('leaves one copy of the SDK’s core where the client and the server each bundle one', async () => {
    const [two, one] = await Promise.all([bundle('two', []), bundle('one', [sdkSharedCore()])]);
    expect(brands(two.code)).toBe(2);
    expect(brands(one.code)).toBe(1);
    expect(one.code.length).toBeLessThan(two.code.length * 0.85);
  }, 60_000);

  it('gives a client and a server that work together as the unchanged SDK’s do', async () => {
    const [two, one] = await Promise.all([bundle('two-run', []), bundle('one-run', [sdkSharedCore()])]);
    const [expected, actual] = await Promise.all([two.mod.roundTrip(), one.mod.roundTrip()]);
    expect(expected.tools).toEqual(['double']);
    expect(expected.result).toMatchObject({ content: [{ type: 'text', text: '42' }] });
    expect(String(expected.unknown)).toMatch(/^ProtocolError: /);
    expect(actual).toEqual(expected);
    // The packages' two classes become one: an error made by either is an instance of both.
    expect([two.mod.same, one.mod.same]).toEqual([false, true]);
  }, 60_000);
});
