import { afterEach, describe, expect, it } from 'vitest';
import { validate } from '../../spec/validate';
import { schemaTarget } from '../message-types';
import type { TraceEntry } from '../types';
import { scenario } from './catalog';
import { httpScenarios } from './http-catalog';
import { runScenario, type ScenarioRun } from './runner';
import { method, received, responseTo, sent } from './test-helpers';

/**
 * The HTTP view's scenarios, run whole over the real SDK: its StreamableHTTPClientTransport, whose fetch hands
 * each Request to the SDK server's createMcpHandler(...).fetch in this process (no network).
 */
let runs: ScenarioRun[] = [];
async function run(name: string) {
  runs = await runScenario(scenario(name));
  return runs[0];
}
afterEach(async () => {
  for (const r of runs) await r.runner.close();
  runs = [];
});

/** Every message validates against its era's official schema, as the type its method names. */
function expectAllValid(trace: readonly TraceEntry[]) {
  const pending = new Map<string, string>();
  for (const e of trace) {
    const m = e.message as unknown as Record<string, unknown>;
    const where = `#${e.seq} ${JSON.stringify(m).slice(0, 80)}`;
    expect(validate(e.era, 'JSONRPCMessage', m), where).toEqual([]);
    if (typeof m.method === 'string' && 'id' in m) pending.set(String(m.id), m.method);
    const answered = typeof m.method === 'string' ? undefined : pending.get(String(m.id));
    const target = schemaTarget(e.message, answered);
    expect(target, `${where}: no schema type`).not.toBeNull();
    expect(validate(e.era, target!.type, target!.value), `${where} as ${target!.type}`).toEqual([]);
    expect(e.http, `${where} has its HTTP exchange`).toBeDefined();
  }
}

type Loose = {
  id?: unknown;
  params?: { arguments?: object; progress?: number; progressToken?: unknown; _meta?: { progressToken?: unknown } };
};
const loose = (e: TraceEntry) => e.message as unknown as Loose;
const header = (e: TraceEntry | undefined, name: string) => e?.http?.request?.headers[name.toLowerCase()];
const status = (e: TraceEntry | undefined) => e?.http?.response.status;
const calls = (trace: readonly TraceEntry[]) => sent(trace, 'tools/call');

describe('the HTTP view scenarios over the real SDK', () => {
  it('all run over Streamable HTTP and every request is its own POST to /mcp', () => {
    expect(httpScenarios.length).toBe(6);
    for (const s of httpScenarios) expect(s.transport, s.name).toBe('http');
  });

  it('http-mirrored-header: Mcp-Method, Mcp-Name and Mcp-Param-Room mirror the body; 200 with a JSON body', async () => {
    const { session } = await run('http-mirrored-header');
    const trace = session.recorder.all();
    expectAllValid(trace);
    for (const e of trace.filter((x) => x.direction === 'to-server')) {
      expect(e.http?.request).toMatchObject({ method: 'POST', path: '/mcp' });
      expect(header(e, 'MCP-Protocol-Version')).toBe('2026-07-28');
      expect(header(e, 'Mcp-Method')).toBe(method(e));
    }
    const [call] = calls(trace);
    expect(header(call, 'Mcp-Name')).toBe('export_schedule');
    expect(header(call, 'Mcp-Param-Room')).toBe('studio');
    // A parameter without x-mcp-header (weeks) is not mirrored.
    expect(Object.keys(call.http!.request!.headers).filter((h) => h.startsWith('mcp-param-'))).toEqual([
      'mcp-param-room',
    ]);
    expect(status(call)).toBe(200);
    const answer = responseTo(trace, call);
    expect(answer?.http?.response).toMatchObject({ status: 200, body: 'json' });
    expect(answer?.http?.response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('http-header-mismatch: 400 with HeaderMismatch (-32020); the client re-lists and resends with a new id', async () => {
    const { session, reports } = await run('http-header-mismatch');
    const trace = session.recorder.all();
    expectAllValid(trace);
    const [refused, resent] = calls(trace);
    expect(header(refused, 'Mcp-Param-Room')).toBe('atrium');
    expect(loose(refused).params?.arguments).toMatchObject({ roomId: 'studio' });
    expect(status(refused)).toBe(400);
    const error = responseTo(trace, refused);
    expect(error?.http?.response.status).toBe(400);
    expect(error?.message).toMatchObject({ error: { code: -32020 } });
    // The SDK follows the spec's advice: tools/list again, then the call again, headers matching the body.
    const relisted = sent(trace, 'tools/list').filter((e) => e.seq > refused.seq && e.seq < resent.seq);
    expect(relisted.length).toBeGreaterThan(0);
    expect(loose(resent).id).not.toBe(loose(refused).id);
    expect(header(resent, 'Mcp-Param-Room')).toBe('studio');
    expect(status(resent)).toBe(200);
    expect(reports.at(-1)?.outcome?.channel).toBe('success');
    expect(session.faults.events.map((e) => e.kind)).toEqual(['rewrote-header']);
  });

  it('http-progress: an SSE response, progress notifications naming the token, then the result', async () => {
    const { session, reports } = await run('http-progress');
    const trace = session.recorder.all();
    expectAllValid(trace);
    const [call] = calls(trace);
    const token = loose(call).params?._meta?.progressToken;
    expect(token).toBeDefined();
    expect(call.http?.response.headers['content-type']).toMatch(/^text\/event-stream/);
    const progress = received(trace, 'notifications/progress');
    expect(progress.map((p) => loose(p).params?.progress)).toEqual([1, 2, 3]);
    for (const p of progress) {
      expect(loose(p).params?.progressToken).toBe(token);
      expect(p.http?.exchange).toBe(call.http?.exchange);
    }
    const answer = responseTo(trace, call);
    expect(answer?.http?.response.body).toEqual({ sseEvent: 4 });
    expect(reports.at(-1)?.progress).toHaveLength(3);
  });

  it('http-cancel: the client closes the stream, which aborts the server side; no notifications/cancelled, no result', async () => {
    const { session, reports } = await run('http-cancel');
    // Give a server that ignored the cancellation time to finish the export (4 parts × 120 ms).
    await new Promise((resolve) => setTimeout(resolve, 700));
    const trace = session.recorder.all();
    expectAllValid(trace);
    const [call] = calls(trace);
    expect(reports.at(-1)?.outcome).toMatchObject({ channel: 'no-response', reason: 'cancelled' });
    expect(sent(trace, 'notifications/cancelled')).toEqual([]);
    expect(responseTo(trace, call)).toBeUndefined();
    expect(received(trace, 'notifications/progress').length).toBeLessThan(4);
    const exchange = session.http!.exchanges.find((x) => x.n === call.http?.exchange);
    expect(exchange?.ending).toBe('cancelled');
    expect(exchange?.serverAborted).toBe(true);
    // Every other exchange ran to its end untouched.
    expect(session.http!.exchanges.filter((x) => x.serverAborted)).toHaveLength(1);
  });

  it('http-cancel over the in-memory transport sends notifications/cancelled instead (stdio-style)', async () => {
    runs = await runScenario({ ...scenario('http-cancel'), transport: 'memory' });
    const trace = runs[0].session.recorder.all();
    const [call] = calls(trace);
    const [cancelled] = sent(trace, 'notifications/cancelled');
    expect(cancelled?.message).toMatchObject({ params: { requestId: loose(call).id } });
    expect(cancelled?.http).toBeUndefined();
  });

  it('http-lost-stream: one event, the stream breaks, no result; the call sent again gets a new id and completes', async () => {
    const { session, reports } = await run('http-lost-stream');
    const trace = session.recorder.all();
    expectAllValid(trace);
    const [lost, again] = calls(trace);
    expect(reports.at(-2)?.outcome).toMatchObject({ channel: 'no-response', reason: 'stream-lost' });
    expect(reports.at(-2)?.progress).toHaveLength(1);
    expect(responseTo(trace, lost)).toBeUndefined();
    expect(trace.filter((e) => e.http?.exchange === lost.http?.exchange && e.direction === 'to-client')).toHaveLength(
      1,
    );
    expect(loose(again).id).not.toBe(loose(lost).id);
    expect(reports.at(-1)?.outcome?.channel).toBe('success');
    expect(reports.at(-1)?.progress).toHaveLength(3);
    // Streams are not resumable in 2026-07-28: no GET with Last-Event-ID follows the loss.
    expect(session.http!.exchanges.filter((x) => x.request.method !== 'POST')).toEqual([]);
    expect(session.faults.events.map((e) => e.kind)).toEqual(['lost-stream']);
  });

  it('http-legacy-client: initialize 200, initialized 202, no session id, answers as SSE', async () => {
    const { session, reports } = await run('http-legacy-client');
    const trace = session.recorder.all();
    expectAllValid(trace);
    expect(trace.every((e) => e.era === '2025-11-25')).toBe(true);
    const [init] = sent(trace, 'initialize');
    expect(status(init)).toBe(200);
    expect(header(init, 'Mcp-Method')).toBeUndefined();
    const [initialized] = sent(trace, 'notifications/initialized');
    expect(status(initialized)).toBe(202);
    expect(trace.some((e) => e.http?.response.headers['mcp-session-id'] !== undefined)).toBe(false);
    expect(session.http!.exchanges.some((x) => x.request.headers['mcp-session-id'] !== undefined)).toBe(false);
    expect(responseTo(trace, calls(trace)[0])?.http?.response.body).toEqual({ sseEvent: 1 });
    expect(reports.at(-1)?.outcome?.channel).toBe('success');
  });
});
