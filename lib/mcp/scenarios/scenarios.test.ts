import { afterEach, describe, expect, it } from 'vitest';
import { createLabServer } from '../server/lab-server';
import { scenario, scenarios } from './catalog';
import { runScenario, type ScenarioRun } from './runner';
import { method, received, responseTo, resultOf, sent } from './test-helpers';

/** Each scenario runs whole against the real lab server and the real SDK client, over the in-memory transport. */
let runs: ScenarioRun[] = [];
async function run(name: string) {
  runs = await runScenario(scenario(name));
  return runs;
}
afterEach(async () => {
  for (const r of runs) await r.runner.close();
  runs = [];
});

describe('the scenario catalog', () => {
  it('has the fifteen named scenarios and six of the HTTP view, each with steps and an explanation per step', () => {
    expect(scenarios.map((s) => s.name)).toEqual([
      'page-all',
      'empty-cursor',
      'unknown-tool',
      'malformed-call',
      'tool-error',
      'bad-date',
      'annotations',
      'content-gallery',
      'structured-ok',
      'structured-bad',
      'cache-ttl',
      'listen-list-changed',
      'input-required',
      'dropped-booking',
      'legacy-vs-modern',
      'http-mirrored-header',
      'http-header-mismatch',
      'http-progress',
      'http-cancel',
      'http-lost-stream',
      'http-legacy-client',
    ]);
    for (const s of scenarios) {
      expect(s.steps.length, s.name).toBeGreaterThan(0);
      for (const step of s.steps) expect(step.explain.length, s.name).toBeGreaterThan(10);
    }
  });
});

describe('paging', () => {
  it('page-all: three pages, every tool exactly once, nextCursor absent only on the last', async () => {
    const [{ session }] = await run('page-all');
    const trace = session.recorder.all();
    const requests = sent(trace, 'tools/list');
    expect(requests).toHaveLength(3);
    expect('cursor' in (requests[0].message as { params: object }).params).toBe(false);
    const pages = requests.map((r) => resultOf(responseTo(trace, r)?.message));
    expect(pages.map((p) => 'nextCursor' in p)).toEqual([true, true, false]);
    const names = pages.flatMap((p) => (p.tools as { name: string }[]).map((t) => t.name));
    expect(names).toEqual(session.server.definitions().map((t) => t.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('empty-cursor: "" is sent back as a cursor, paging goes on and ends with every tool once', async () => {
    const [{ session }] = await run('empty-cursor');
    const trace = session.recorder.all();
    const requests = sent(trace, 'tools/list');
    const pages = requests.map((r) => resultOf(responseTo(trace, r)?.message));
    expect(pages[0].nextCursor).toBe('');
    expect((requests[1].message as { params: { cursor?: string } }).params.cursor).toBe('');
    expect(pages.at(-1)).not.toHaveProperty('nextCursor');
    const names = pages.flatMap((p) => (p.tools as { name: string }[]).map((t) => t.name));
    expect(names.length).toBeGreaterThanOrEqual(12);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(
      session.server
        .definitions()
        .map((t) => t.name)
        .sort(),
    );
  });

  it('the SDK client walks an empty-string cursor to the end in listTools() too', async () => {
    const [{ session }] = await run('empty-cursor');
    const { tools } = await session.listAllTools('bypass');
    expect(tools.map((t) => t.name)).toEqual(session.server.definitions().map((t) => t.name));
  });

  it('answers an invented cursor with -32602', async () => {
    const [{ session }] = await run('page-all');
    await expect(session.listToolsPage('not-a-cursor')).rejects.toMatchObject({ code: -32602 });
  });

  it('puts resultType, ttlMs and cacheScope on every 2026-07-28 tools/list result', async () => {
    for (const name of ['page-all', 'empty-cursor', 'cache-ttl']) {
      const [{ session }] = await run(name);
      const trace = session.recorder.all();
      const lists = sent(trace, 'tools/list').map((r) => resultOf(responseTo(trace, r)?.message));
      expect(lists.length).toBeGreaterThan(0);
      for (const result of lists) {
        expect(result.resultType).toBe('complete');
        expect(Number.isInteger(result.ttlMs) && (result.ttlMs as number) >= 0).toBe(true);
        expect(['public', 'private']).toContain(result.cacheScope);
      }
      for (const r of runs) await r.runner.close();
      runs = [];
    }
  });
});

describe('the two error channels', () => {
  it('unknown-tool: a JSON-RPC error -32602 and no result', async () => {
    const [{ session, reports }] = await run('unknown-tool');
    expect(reports[0].outcome).toMatchObject({ channel: 'jsonrpc-error', code: -32602 });
    const call = sent(session.recorder.all(), 'tools/call')[0];
    const response = responseTo(session.recorder.all(), call)?.message;
    expect(response).toMatchObject({ error: { code: -32602 } });
    expect(response).not.toHaveProperty('result');
  });

  it('malformed-call: a call without a name is rejected as invalid params', async () => {
    const [{ reports }] = await run('malformed-call');
    expect(reports[0].response).toMatchObject({ error: { code: -32602 } });
  });

  it('tool-error and bad-date: isError results, and the corrected call succeeds', async () => {
    const [{ reports: toolError }] = await run('tool-error');
    expect(toolError[0].outcome).toMatchObject({ channel: 'tool-error', result: { isError: true } });
    for (const r of runs) await r.runner.close();
    const [{ reports }] = await run('bad-date');
    expect(reports[0].outcome).toMatchObject({ channel: 'tool-error', result: { isError: true } });
    expect(JSON.stringify(reports[0].outcome)).toMatch(/past/i);
    expect(reports[1].outcome).toMatchObject({ channel: 'success' });
  });
});

describe('results', () => {
  it('structured-ok: object and array structuredContent pass; structured-bad becomes isError', async () => {
    const [{ reports }] = await run('structured-ok');
    expect(reports[1].outcome).toMatchObject({ channel: 'success', result: { structuredContent: { id: 'evt-1001' } } });
    const ids = reports[2].outcome?.channel === 'success' ? reports[2].outcome.result.structuredContent : null;
    expect(Array.isArray(ids)).toBe(true);
    for (const r of runs) await r.runner.close();
    const [{ reports: bad }] = await run('structured-bad');
    expect(bad[0].outcome).toMatchObject({ channel: 'tool-error', result: { isError: true } });
  });

  it('content-gallery: all block types with annotations, and the link is readable', async () => {
    const [{ reports }] = await run('content-gallery');
    const outcome = reports[0].outcome;
    if (outcome?.channel !== 'success') throw new Error('room_tour did not succeed');
    const blocks = outcome.result.content;
    expect(new Set(blocks.map((b) => b.type))).toEqual(
      new Set(['text', 'image', 'audio', 'resource_link', 'resource']),
    );
    expect(blocks.some((b) => 'annotations' in b && b.annotations?.audience)).toBe(true);
    expect(reports[1].summary).toMatch(/1 content item/);
  });

  it('input-required: an interim input_required result, then a retry with a new id echoing requestState', async () => {
    const [{ session, reports }] = await run('input-required');
    expect(reports[0].outcome).toMatchObject({ channel: 'success' });
    const trace = session.recorder.all();
    const [first, retry] = sent(trace, 'tools/call').map(
      (e) => e.message as { id: string | number; params: Record<string, unknown> },
    );
    const interim = resultOf(responseTo(trace, sent(trace, 'tools/call')[0])?.message);
    expect(interim.resultType).toBe('input_required');
    expect(retry.id).not.toBe(first.id);
    expect(retry.params.requestState).toBe(interim.requestState);
    expect(retry.params.inputResponses).toBeDefined();
  });
});

describe('caching and subscriptions', () => {
  it('cache-ttl: served from cache within ttlMs, refetched after it and after list_changed', async () => {
    const [{ reports }] = await run('cache-ttl');
    const listAll = reports.filter((r) => r.step.do === 'list-all').map((r) => r.summary);
    expect(listAll[0]).toMatch(/fetched from the server/);
    expect(listAll[1]).toMatch(/from the cache/);
    expect(listAll[2]).toMatch(/fetched from the server/);
    expect(reports.find((r) => r.step.do === 'add-tool')?.summary).toMatch(/list_changed received/);
    expect(listAll[3]).toMatch(/fetched from the server/);
  });

  it('the cache observer sees the entry, its scope and its eviction on list_changed', async () => {
    const session = (await run('listen-list-changed'))[0].session;
    const server = session.server;
    expect(server.options.cacheScope).toBe('public');
    await session.listAllTools('refresh');
    expect(session.cache.snapshot()).toMatchObject({ held: true, scope: 'public' });
    expect(session.cache.ttlLeft()).toBeGreaterThan(0);
    const sub = await session.listenForToolChanges();
    server.addTool('release_hold');
    await expect.poll(() => session.cache.snapshot().held).toBe(false);
    expect(session.cache.snapshot().evicted).toBe('invalidated');
    await sub.close();
  });

  it('listen-list-changed: acknowledged first, then list_changed carrying the listen request id', async () => {
    const [{ session }] = await run('listen-list-changed');
    const trace = session.recorder.all();
    const listen = sent(trace, 'subscriptions/listen')[0];
    const listenId = (listen.message as { id: string | number }).id;
    const after = trace.filter(
      (e) => e.seq > listen.seq && e.direction === 'to-client' && method(e)?.startsWith('notifications/'),
    );
    expect(method(after[0])).toBe('notifications/subscriptions/acknowledged');
    const changes = received(trace, 'notifications/tools/list_changed');
    expect(changes.length).toBe(2);
    for (const c of changes) {
      expect(c.seq).toBeGreaterThan(after[0].seq);
      const meta = (c.message as unknown as { params: { _meta: Record<string, unknown> } }).params._meta;
      expect(meta['io.modelcontextprotocol/subscriptionId']).toBe(listenId);
    }
    expect(sent(trace, 'notifications/cancelled').at(-1)?.message).toMatchObject({ params: { requestId: listenId } });
  });
});

describe('faults', () => {
  it('dropped-booking: pending, confirmed by a read, no duplicate with the same key, a second booking with a new key', async () => {
    const [{ session, reports }] = await run('dropped-booking');
    const [, dropped, read, sameKey, newKey, list] = reports.map((r) => r.outcome);
    expect(dropped).toMatchObject({ channel: 'no-response', reason: 'dropped' });
    expect(session.faults.events.map((e) => e.kind)).toEqual(['dropped-response']);
    expect(read).toMatchObject({ channel: 'success', result: { structuredContent: { found: true } } });
    const firstId = read?.channel === 'success' ? (read.result.structuredContent as { eventId: string }).eventId : '';
    expect(sameKey).toMatchObject({ result: { structuredContent: { eventId: firstId, replayed: true } } });
    expect(newKey).toMatchObject({ result: { structuredContent: { replayed: false } } });
    const titles = JSON.stringify(list);
    expect(titles.match(/Design review/g)?.length).toBeGreaterThanOrEqual(2);
    const booked = session.server.world.allEvents().filter((e) => e.date === '2026-09-16' && e.roomId === 'studio');
    expect(booked.map((e) => e.start).sort()).toEqual(['10:00', '11:00']);
  });

  it('a duplicated request reaches the server twice: without a key it books twice, with a key once', async () => {
    const server = createLabServer();
    const runsHere = await runScenario(
      { ...scenario('bad-date'), steps: [{ step: { do: 'duplicate-next-request' }, explain: 'twice' }] },
      () => server,
    );
    runs = runsHere;
    const session = runsHere[0].session;
    const args = { title: 'Twice', date: '2026-09-17', start: '09:00', durationMinutes: 30, roomId: 'nook' };
    await session.callTool('book_meeting', args);
    session.faults.duplicateNextRequest();
    await session.callTool('book_meeting', { ...args, title: 'Keyed', start: '13:00', requestKey: 'k-dup' });
    await expect.poll(() => server.world.allEvents().filter((e) => e.title === 'Keyed').length).toBe(1);
    expect(server.world.allEvents().filter((e) => e.title === 'Twice')).toHaveLength(1);
    expect(session.faults.events.filter((e) => e.kind === 'duplicated-request')).toHaveLength(2);
  });
});

describe('eras', () => {
  it('legacy-vs-modern: initialize vs server/discover, and the legacy wrap of non-object structuredContent', async () => {
    const [legacy, modern] = await run('legacy-vs-modern');
    expect(legacy.era).toBe('2025-11-25');
    expect(sent(legacy.session.recorder.all(), 'initialize')).toHaveLength(1);
    expect(sent(modern.session.recorder.all(), 'server/discover')).toHaveLength(1);
    expect(legacy.reports[1].outcome).toMatchObject({ result: { structuredContent: { result: expect.any(Array) } } });
    const modernIds =
      modern.reports[1].outcome?.channel === 'success' ? modern.reports[1].outcome.result.structuredContent : null;
    expect(Array.isArray(modernIds)).toBe(true);
    for (const e of legacy.session.recorder.all()) expect(e.era).toBe('2025-11-25');
  });
});
