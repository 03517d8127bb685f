import { afterEach, describe, expect, it } from 'vitest';
import { LabController } from './controller';

let lab: LabController;
afterEach(async () => lab.disconnect());

async function connected(options?: ConstructorParameters<typeof LabController>[0]) {
  lab = new LabController(options);
  await lab.connect();
  expect(lab.getState().status).toBe('ready');
  return lab;
}

describe('LabController', () => {
  it('marks where the last action began: its messages are the trace from that seq on', async () => {
    await connected();
    expect(lab.getState().lastAction).toBeNull();
    await lab.listFirstPage();
    await lab.callTool('get_today', {});
    const { lastAction } = lab.getState();
    expect(lastAction?.label).toBe('Call tool');
    const methods = lab
      .trace()
      .filter((e) => e.seq >= lastAction!.fromSeq)
      .map((e) => ('method' in e.message ? e.message.method : `response ${String(e.message.id)}`));
    expect(methods).toHaveLength(2);
    expect(methods[0]).toBe('tools/call');
    expect(methods[1]).toMatch(/^response /);
  });

  it('switches transport: over Streamable HTTP every message carries its exchange, in memory none does', async () => {
    await connected();
    await lab.setTransport('http');
    expect(lab.getState()).toMatchObject({ status: 'ready', transport: 'http' });
    await lab.listFirstPage();
    await lab.callTool('get_today', {});
    const trace = lab.trace();
    expect(trace.length).toBeGreaterThanOrEqual(6);
    expect(trace.every((e) => e.http !== undefined)).toBe(true);
    const exchanges = lab.httpExchanges();
    expect(exchanges.map((x) => x.method)).toEqual(['server/discover', 'tools/list', 'tools/call']);
    expect(exchanges.every((x) => x.response?.status === 200 && x.ending === 'complete')).toBe(true);
    expect(lab.getState().httpVersion).toBeGreaterThan(0);
    expect(JSON.parse(lab.exportTrace())[0].http.request.headers['mcp-method']).toBe('server/discover');

    await lab.setTransport('memory');
    await lab.listFirstPage();
    expect(lab.getState().transport).toBe('memory');
    expect(lab.trace().some((e) => e.http !== undefined)).toBe(false);
    expect(lab.httpExchanges()).toEqual([]);
  });

  it('starts an HTTP scenario over HTTP, and restarts it in memory when the transport is switched', async () => {
    lab = new LabController();
    await lab.startScenario('http-progress');
    expect(lab.getState()).toMatchObject({ transport: 'http', scenario: { name: 'http-progress', next: 0 } });
    await lab.stepScenario();
    const switching = lab.setTransport('memory');
    // The switch shows at once (a radio that stayed unchecked after a click looked ignored), before the restart.
    expect(lab.getState().transport).toBe('memory');
    await switching;
    expect(lab.getState()).toMatchObject({ transport: 'memory', scenario: { name: 'http-progress', next: 0 } });
  });

  it('pages with the cursor it received, shows "" as a real cursor, and ends on the page without one', async () => {
    await connected({ server: { emptyCursor: true } });
    await lab.listFirstPage();
    expect(lab.getState().pages[0]).toMatchObject({ cursorSent: undefined, nextCursor: '' });
    await lab.nextPage();
    expect(lab.getState().pages[1].cursorSent).toBe('');
    await lab.nextPage();
    const { pages, tools } = lab.getState();
    expect(pages.at(-1)?.nextCursor).toBeUndefined();
    expect(tools.length).toBe(pages.reduce((n, p) => n + p.tools.length, 0));
    await lab.nextPage();
    expect(lab.getState().error).toMatch(/no next page/);
  });

  it('reports List all from the wire first, then from the cache, with the cache snapshot', async () => {
    await connected();
    await lab.listAll();
    expect(lab.getState().lastListAll).toEqual({ fromCache: false });
    await lab.listAll();
    expect(lab.getState().lastListAll).toEqual({ fromCache: true });
    expect(lab.getState().cache).toMatchObject({ held: true, scope: 'public' });
    await lab.listAll('bypass');
    expect(lab.getState().lastListAll).toEqual({ fromCache: false });
  });

  it('keeps both error channels apart and counts the trace', async () => {
    await connected();
    await lab.callTool('no_such_tool', {});
    expect(lab.getState().lastCall?.outcome).toMatchObject({ channel: 'jsonrpc-error', code: -32602 });
    await lab.callTool('book_meeting', {
      title: 'x',
      date: '2026-01-01',
      start: '10:00',
      durationMinutes: 30,
      roomId: 'nook',
    });
    expect(lab.getState().lastCall?.outcome).toMatchObject({ channel: 'tool-error' });
    expect(lab.getState().traceLength).toBe(lab.trace().length);
    expect(JSON.parse(lab.exportTrace())).toHaveLength(lab.trace().length);
    await lab.sendRaw('tools/call', { arguments: 'nope' });
    expect(lab.getState().lastRaw).toMatchObject({ error: { code: -32602 } });
  });

  it('tracks a dropped booking from pending to confirmed', async () => {
    await connected();
    lab.armDrop();
    expect(lab.getState().faults.dropArmed).toBe(true);
    const args = {
      title: 'Sync',
      date: '2026-09-21',
      start: '09:00',
      durationMinutes: 30,
      roomId: 'nook',
      requestKey: 'sync-1',
    };
    await lab.callTool('book_meeting', args);
    expect(lab.getState().booking).toEqual({ state: 'pending', requestKey: 'sync-1' });
    expect(lab.getState().faults).toMatchObject({ dropArmed: false, events: [{ kind: 'dropped-response' }] });
    await lab.callTool('find_booking', { requestKey: 'sync-1' });
    expect(lab.getState().booking).toMatchObject({ state: 'confirmed' });
  });

  it('opens a subscription, sees list_changed for a runtime tool, and evicts the cached list', async () => {
    await connected();
    await lab.listAll();
    await lab.openSubscription();
    expect(lab.getState().subscription.open).toBe(true);
    await lab.toggleRuntimeTool('hold_slot');
    expect(lab.getState().runtimeTools.find((t) => t.name === 'hold_slot')?.active).toBe(true);
    const changed = lab
      .trace()
      .filter((e) => 'method' in e.message && e.message.method === 'notifications/tools/list_changed');
    expect(changed).toHaveLength(1);
    expect(lab.getState().cache.held).toBe(false);
    await lab.closeSubscription();
    expect(lab.getState().subscription).toEqual({ open: false, listenId: null });
  });

  it('tracks the booking outcome when a scenario makes the calls', async () => {
    await connected();
    await lab.startScenario('dropped-booking');
    await lab.stepScenario();
    await lab.stepScenario();
    expect(lab.getState().booking).toEqual({ state: 'pending', requestKey: 'design-review-1' });
    await lab.stepScenario();
    expect(lab.getState().booking).toMatchObject({ state: 'confirmed' });
  });

  it('switches era on the same calendar, and steps through a scenario', async () => {
    await connected();
    await lab.callTool('book_meeting', {
      title: 'Kept',
      date: '2026-09-22',
      start: '09:00',
      durationMinutes: 30,
      roomId: 'nook',
    });
    await lab.setEra('2025-11-25');
    expect(lab.trace()[0].message).toMatchObject({ method: 'initialize' });
    await lab.callTool('list_events', { date: '2026-09-22' });
    expect(JSON.stringify(lab.getState().lastCall)).toContain('Kept');
    await lab.startScenario('unknown-tool');
    await lab.stepScenario();
    expect(lab.getState().scenario).toMatchObject({ name: 'unknown-tool', next: 1 });
    expect(lab.getState().lastCall?.outcome).toMatchObject({ channel: 'jsonrpc-error' });
    await lab.stepScenario();
    expect(lab.getState().error).toMatch(/finished/);
    await lab.startScenario('nope');
    expect(lab.getState().error).toMatch(/unknown scenario/);
  });

  it('tells what each step of a scenario explains, without starting it', async () => {
    await connected();
    const steps = await lab.scenarioSteps('empty-cursor');
    expect(steps).toEqual([
      'Look at nextCursor: it is the empty string, not absent.',
      'Sending "" back is legal and gets page two, not page one again.',
      'No nextCursor now: the list is complete.',
    ]);
    expect(lab.getState().scenario).toBeNull();
    await expect(lab.scenarioSteps('nope')).rejects.toThrow(/unknown scenario/);
  });
});

describe('LabController.compareEras', () => {
  it('compares both revisions in their own sessions, leaving the lab connected', async () => {
    await connected();
    const traceBefore = lab.getState().traceLength;
    const comparison = await lab.compareEras();
    expect(comparison?.runs.map((r) => r.era)).toEqual(['2025-11-25', '2026-07-28']);
    expect(comparison?.differences.join('\n')).toContain('server/discover');
    expect(lab.getState()).toMatchObject({ status: 'ready', busy: null, traceLength: traceBefore });
    await lab.startScenario('unknown-tool');
    expect((await lab.compareEras())?.steps).toEqual(['call book_meting']);
  });

  it('counts tools/call requests and sees when the server asked for input', async () => {
    await connected();
    const before = lab.requestsSent('tools/call');
    await lab.callTool('cancel_meeting', { eventId: 'evt-1004' });
    expect(lab.requestsSent('tools/call')).toBe(before + 2);
    expect(lab.askedForInput(lab.getState().lastCall!.outcome.id)).toBe(true);
  });
});

describe('LabController.checkMessage', () => {
  it('checks trace messages against the official schema of their era', async () => {
    await connected();
    await lab.listFirstPage();
    const [request, response] = lab.trace().slice(-2);
    expect(await lab.checkMessage(request, undefined)).toEqual({ status: 'valid', type: 'ListToolsRequest' });
    expect(await lab.checkMessage(response, 'tools/list')).toEqual({ status: 'valid', type: 'ListToolsResult' });
    expect(await lab.checkMessage(response, undefined)).toEqual({ status: 'unchecked' });
    const noResultType = { ...response, message: { jsonrpc: '2.0' as const, id: 1, result: { content: [] } } };
    expect(await lab.checkMessage(noResultType, 'tools/call')).toMatchObject({
      status: 'invalid',
      type: 'CallToolResult',
      error: expect.stringContaining('resultType') as unknown,
    });
  });

  it('closes a connection that was superseded while it was opening', async () => {
    lab = new LabController();
    const first = lab.connect();
    await lab.disconnect();
    const second = lab.connect();
    await Promise.all([first, second]);
    expect(lab.getState().status).toBe('ready');
    await lab.callTool('get_today', {});
    // Only the live session records: its trace starts with its own discover exchange.
    expect(lab.trace().filter((e) => 'method' in e.message && e.message.method === 'server/discover')).toHaveLength(1);
  });
});

describe('warmStart', () => {
  it('connects and lists the first page before a panel takes the lab, and hands it out once', async () => {
    const { takeWarmLab, warmStart } = await import('./warm-start');
    warmStart();
    const taken = takeWarmLab();
    expect(taken).not.toBeNull();
    expect(takeWarmLab()).toBeNull();
    lab = taken!;
    await new Promise<void>((resolve) => {
      const done = () => lab.getState().pages.length > 0 && !lab.getState().busy && (stop(), resolve());
      const stop = lab.subscribe(done);
      done();
    });
    expect(lab.getState()).toMatchObject({ status: 'ready', busy: null });
    expect(lab.getState().pages[0].tools.map((t) => t.name)).toContain('get_today');
    expect(lab.trace().map((e) => ('method' in e.message ? e.message.method : 'result'))).toContain('tools/list');
  });
});
