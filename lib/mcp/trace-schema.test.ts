import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validate, type SchemaRev } from '../spec/validate';
import { schemaTarget } from './message-types';
import type { TraceEntry } from './types';

const root = path.resolve(import.meta.dirname, '../..');

describe('npm run lab:trace over every scenario', () => {
  let trace: TraceEntry[];
  beforeAll(() => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'trace-')), 'trace.json');
    const run = spawnSync('npx', ['tsx', 'scripts/lab-trace.ts', '--out', out], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    trace = JSON.parse(readFileSync(out, 'utf8')) as TraceEntry[];
  });

  it('writes the export format: seq in order, at, direction, era, message, and http only over HTTP', () => {
    expect(trace.length).toBeGreaterThan(100);
    trace.forEach((e, i) => {
      const keys = Object.keys(e).sort();
      if (e.http === undefined) expect(keys).toEqual(['at', 'direction', 'era', 'message', 'seq']);
      else expect(keys).toEqual(['at', 'direction', 'era', 'http', 'message', 'seq']);
      expect(e.seq).toBe(i + 1);
      expect(e.at).toBeGreaterThanOrEqual(0);
      expect(['to-server', 'to-client']).toContain(e.direction);
      expect(['2026-07-28', '2025-11-25']).toContain(e.era);
    });
    expect(new Set(trace.map((e) => e.era))).toEqual(new Set(['2026-07-28', '2025-11-25']));
  });

  it('the optional http field: the exchange, the POST on requests, the status and where each answer came', () => {
    const overHttp = trace.filter((e) => e.http !== undefined);
    expect(overHttp.length).toBeGreaterThan(20);
    for (const e of overHttp) {
      const http = e.http!;
      expect(Number.isInteger(http.exchange) && http.exchange > 0).toBe(true);
      expect([200, 202, 400]).toContain(http.response.status);
      for (const value of Object.values(http.response.headers)) expect(typeof value).toBe('string');
      if (e.direction === 'to-server') {
        expect(http.request).toMatchObject({ method: 'POST', path: '/mcp' });
        for (const value of Object.values(http.request!.headers)) expect(typeof value).toBe('string');
        expect(http.response.body).toBeUndefined();
      } else {
        expect(http.request).toBeUndefined();
        const body = http.response.body;
        expect(body === 'json' || (typeof body === 'object' && Number.isInteger(body.sseEvent))).toBe(true);
      }
    }
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
      let answered: string | undefined;
      if (typeof m.method === 'string') {
        if ('id' in m) pending.set(`${e.direction}:${String(m.id)}`, m.method);
      } else {
        const requestDirection = e.direction === 'to-client' ? 'to-server' : 'to-client';
        answered = pending.get(`${requestDirection}:${String(m.id)}`);
        expect(answered, `${where}: response to an unknown request`).toBeDefined();
      }
      const target = schemaTarget(e.message, answered);
      expect(target, `${where}: no schema type mapped`).not.toBeNull();
      // The malformed-call scenario's raw request is broken on purpose: it must fail, everything else pass.
      const deliberate = typeof m.id === 'string' && m.id.startsWith('raw-') && 'method' in m;
      const errors = validate(rev, target!.type, target!.value);
      if (deliberate) expect(errors, `${where} should be invalid`).not.toEqual([]);
      else expect(errors, `${where} as ${target!.type}`).toEqual([]);
      checked += 1;
    }
    expect(checked).toBe(trace.length);
  });
});
