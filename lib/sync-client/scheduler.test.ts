import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from './engine';
import { startSyncSchedule } from './scheduler';

/** A schedule over an engine that counts its syncs; the page's events come from plain EventTargets. */
function setup(result: SyncStatus = { state: 'synced', at: 1 }) {
  const calls = { syncs: 0, results: [] as SyncStatus[] };
  let changed = () => {};
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const statuses: SyncStatus[] = [];
  const schedule = startSyncSchedule({
    engine: {
      sync: async () => {
        calls.syncs++;
        await Promise.resolve();
        return calls.results.shift() ?? result;
      },
    },
    subscribe: (cb) => {
      changed = cb;
      return () => (changed = () => {});
    },
    onStatus: (s) => statuses.push(s),
    win: win as unknown as Window,
    doc: doc as unknown as Document,
  });
  return { calls, change: () => changed(), win, doc, statuses, schedule };
}

describe('the sync schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('syncs on start, once ~2 s after a burst of changes, on becoming visible and on coming online', async () => {
    const s = setup();
    await vi.runAllTimersAsync();
    expect(s.calls.syncs).toBe(1);
    s.change();
    await vi.advanceTimersByTimeAsync(1000);
    s.change();
    await vi.advanceTimersByTimeAsync(1900);
    expect(s.calls.syncs).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(s.calls.syncs).toBe(2);
    s.doc.dispatchEvent(new Event('visibilitychange'));
    await vi.runAllTimersAsync();
    s.win.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(s.calls.syncs).toBe(4);
    expect(s.statuses.at(-1)?.state).toBe('synced');
    s.schedule.stop();
  });

  it('does not take its own merge for a change, and runs once more when asked during a sync', async () => {
    const s = setup();
    s.schedule.merging(() => s.change());
    void s.schedule.now(); // asked while the first sync runs
    await vi.runAllTimersAsync();
    expect(s.calls.syncs).toBe(2);
    s.schedule.stop();
    s.change();
    s.win.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(s.calls.syncs).toBe(2);
  });

  it('stops for good when the space is gone', async () => {
    const s = setup({ state: 'error', at: 1, gone: true, message: 'gone' });
    await vi.runAllTimersAsync();
    s.win.dispatchEvent(new Event('online'));
    s.change();
    await vi.runAllTimersAsync();
    expect(s.calls.syncs).toBe(1);
  });

  it('waits as long as the server asked (429 Retry-After) whatever happens meanwhile, then syncs once', async () => {
    const s = setup();
    await vi.runAllTimersAsync();
    s.calls.results.push({ state: 'error', at: 1, message: 'Too many', retryInMs: 30_000 });
    void s.schedule.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.calls.syncs).toBe(2);
    s.change();
    s.win.dispatchEvent(new Event('online'));
    s.doc.dispatchEvent(new Event('visibilitychange'));
    void s.schedule.now();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(s.calls.syncs).toBe(2);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(s.calls.syncs).toBe(3);
    expect(s.statuses.at(-1)?.state).toBe('synced');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.calls.syncs).toBe(3); // one sync for the wait and the changes made during it
    s.schedule.stop();
  });
});
