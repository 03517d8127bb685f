import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validate, type SchemaRev } from '../spec/validate';
import type { TraceEntry } from './types';

const root = path.resolve(import.meta.dirname, '../..');

/** The schema type of each message the lab sends or receives, by method (requests and notifications). */
const messageType: Record<string, string> = {
  'server/discover': 'DiscoverRequest',
  initialize: 'InitializeRequest',
  'tools/list': 'ListToolsRequest',
  'tools/call': 'CallToolRequest',
  'resources/read': 'ReadResourceRequest',
  'subscriptions/listen': 'SubscriptionsListenRequest',
  'notifications/initialized': 'InitializedNotification',
  'notifications/cancelled': 'CancelledNotification',
  'notifications/subscriptions/acknowledged': 'SubscriptionsAcknowledgedNotification',
  'notifications/tools/list_changed': 'ToolListChangedNotification',
};

/** The result type of a response, by the method of the request it answers. */
const resultType: Record<string, string> = {
  'server/discover': 'DiscoverResult',
  initialize: 'InitializeResult',
  'tools/list': 'ListToolsResult',
  'tools/call': 'CallToolResult',
  'resources/read': 'ReadResourceResult',
  'subscriptions/listen': 'SubscriptionsListenResult',
};

describe('npm run lab:trace over every scenario', () => {
  let trace: TraceEntry[];
  beforeAll(() => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'trace-')), 'trace.json');
    const run = spawnSync('npx', ['tsx', 'scripts/lab-trace.ts', '--out', out], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    trace = JSON.parse(readFileSync(out, 'utf8')) as TraceEntry[];
  });

  it('writes the export format: seq in order, at, direction, era, message', () => {
    expect(trace.length).toBeGreaterThan(100);
    trace.forEach((e, i) => {
      expect(Object.keys(e).sort()).toEqual(['at', 'direction', 'era', 'message', 'seq']);
      expect(e.seq).toBe(i + 1);
      expect(e.at).toBeGreaterThanOrEqual(0);
      expect(['to-server', 'to-client']).toContain(e.direction);
      expect(['2026-07-28', '2025-11-25']).toContain(e.era);
    });
    expect(new Set(trace.map((e) => e.era))).toEqual(new Set(['2026-07-28', '2025-11-25']));
  });

  it('every message validates against the official schema of its era, as the type its method names', () => {
    expect(trace.filter((e) => String((e.message as { id?: unknown }).id).startsWith('raw-'))).toHaveLength(2);
    // Ids restart in every session; a response answers the latest request with its id and direction.
    const pending = new Map<string, string>();
    let checked = 0;
    for (const e of trace) {
      const rev: SchemaRev = e.era;
      const m = e.message as unknown as Record<string, unknown>;
      const where = `seq ${e.seq} (${rev})`;
      expect(validate(rev, 'JSONRPCMessage', m), `${where} envelope`).toEqual([]);
      if (typeof m.method === 'string') {
        const type = messageType[m.method];
        expect(type, `${where}: no schema type mapped for ${m.method}`).toBeDefined();
        // The malformed-call scenario's raw request is broken on purpose: it must fail, everything else pass.
        const deliberate = typeof m.id === 'string' && m.id.startsWith('raw-');
        if (deliberate) expect(validate(rev, type, m), `${where} should be invalid`).not.toEqual([]);
        else expect(validate(rev, type, m), `${where} as ${type}`).toEqual([]);
        if ('id' in m) pending.set(`${e.direction}:${String(m.id)}`, m.method);
      } else {
        const requestDirection = e.direction === 'to-client' ? 'to-server' : 'to-client';
        const method = pending.get(`${requestDirection}:${String(m.id)}`);
        expect(method, `${where}: response to an unknown request`).toBeDefined();
        if ('error' in m) {
          expect(validate(rev, 'JSONRPCErrorResponse', m), where).toEqual([]);
        } else {
          const result = m.result as Record<string, unknown>;
          const type = result.resultType === 'input_required' ? 'InputRequiredResult' : resultType[method!];
          expect(validate(rev, type, result), `${where} as ${type}`).toEqual([]);
        }
      }
      checked += 1;
    }
    expect(checked).toBe(trace.length);
  });
});
