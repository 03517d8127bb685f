import { describe, expect, it } from 'vitest';
import { LabSession } from '../client/session';
import { cursorFor, offsetOf, page } from '../server/paging';
import { FaultPlan } from './faults';
import { WireRecorder } from './recorder';

describe('paging cursors', () => {
  const plain = { pageSize: 5, emptyCursor: false };
  const empty = { pageSize: 5, emptyCursor: true };

  it('round-trips opaque cursors and maps "" to the second page only when configured', () => {
    expect(offsetOf(cursorFor(10, plain), plain)).toBe(10);
    expect(cursorFor(5, empty)).toBe('');
    expect(offsetOf('', empty)).toBe(5);
    expect(() => offsetOf('', plain)).toThrow(/Invalid cursor/);
    expect(() => offsetOf('bm9wZQ==', plain)).toThrow(/Invalid cursor/);
    expect(() => offsetOf('%%%', plain)).toThrow(/Invalid cursor/);
  });

  it('pages a list with nextCursor absent only on the last page', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    const first = page(items, undefined, empty);
    const second = page(items, first.nextCursor, empty);
    const third = page(items, second.nextCursor, empty);
    expect([first.items, second.items, third.items]).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [10, 11],
    ]);
    expect(first.nextCursor).toBe('');
    expect(third.nextCursor).toBeUndefined();
    expect(() => page(items, cursorFor(15, plain), plain)).toThrow(/Invalid cursor/);
  });
});

describe('WireRecorder', () => {
  it('numbers entries, copies messages as JSON and keeps seq growing after clear', () => {
    const r = new WireRecorder('2026-07-28');
    const message = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { cursor: undefined } };
    const seen: number[] = [];
    const stop = r.subscribe((e) => seen.push(e.seq));
    r.record('to-server', message);
    message.id = 99;
    expect(r.all()[0].message).toEqual({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    r.clear();
    r.record('to-client', { jsonrpc: '2.0', id: 1, result: {} });
    stop();
    r.record('to-client', { jsonrpc: '2.0', method: 'x' });
    expect(seen).toEqual([1, 2]);
    expect(JSON.parse(r.export())).toEqual([
      expect.objectContaining({ seq: 2, direction: 'to-client', era: '2026-07-28' }),
      expect.objectContaining({ seq: 3 }),
    ]);
  });
});

describe('FaultPlan on a real session', () => {
  it('rejects a negative delay and holds messages for the delay it is given', async () => {
    expect(() => new FaultPlan().setDelay(-1)).toThrow(RangeError);
    const session = await LabSession.open();
    try {
      session.faults.setDelay(60);
      const started = performance.now();
      await session.callTool('get_today');
      // One request and one response, each held for 60 ms.
      expect(performance.now() - started).toBeGreaterThanOrEqual(110);
      expect(session.faults.events.filter((e) => e.kind === 'delayed').length).toBeGreaterThanOrEqual(2);
    } finally {
      await session.close();
    }
  });
});
