import { describe, expect, it } from 'vitest';
import { JOURNAL_PREFIX } from './journal';
import { memoryStorage } from './memory-storage';
import { createProgressStore, PROGRESS_KEY, type PersistedProgress } from './store';

const journalKeys = (data: Map<string, string>) => [...data.keys()].filter((k) => k.startsWith(JOURNAL_PREFIX));
const saved = (data: Map<string, string>) =>
  (JSON.parse(data.get(PROGRESS_KEY) ?? '{"state":{"attempts":{}}}') as { state: PersistedProgress }).state;

/** A tab whose deferred work never runs: the schedule keeps what it is given and nothing calls it. */
function tabThatNeverPaints(storage: ReturnType<typeof memoryStorage>['storage']) {
  const runs: (() => void)[] = [];
  return { store: createProgressStore(storage, (run) => runs.push(run)), runs };
}

describe('the answer journal', () => {
  it('holds an answer from the moment it is checked, before any deferred work runs', async () => {
    const mem = memoryStorage();
    const { store, runs } = tabThatNeverPaints(mem.storage);
    await store.persist.rehydrate();
    store.recordAttemptSoon('paging.q1', { correct: true, mode: 'practice' });
    expect(runs).toHaveLength(1);
    expect(mem.data.has(PROGRESS_KEY)).toBe(false);
    expect(journalKeys(mem.data)).toHaveLength(1);
    // The deferred work records it and writes the progress; the entry goes once written.
    runs.forEach((run) => run());
    runs.splice(0).forEach((run) => run());
    expect(saved(mem.data).attempts['paging.q1']).toHaveLength(1);
    expect(journalKeys(mem.data)).toEqual([]);
  });

  it('survives a crash before the deferred save, and the next load folds it in exactly once', async () => {
    const mem = memoryStorage();
    const crashed = tabThatNeverPaints(mem.storage);
    await crashed.store.persist.rehydrate();
    crashed.store.getState().markComplete('paging');
    crashed.store.recordAttemptSoon('paging.q1', { correct: true, mode: 'practice', at: 111 });
    crashed.store.recordAttemptSoon('paging.q2', { correct: false, mode: 'review', confidence: 'unsure', at: 222 });
    const id = crashed.store.getState().attempts['paging.q1']?.[0]?.id;
    expect(id).toBeUndefined(); // not recorded in the store yet: only the journal has it
    // The tab dies here: no flush, no frame, no timer.

    const reopened = createProgressStore(mem.storage);
    await reopened.persist.rehydrate();
    const attempts = reopened.getState().attempts;
    expect(attempts['paging.q1']).toEqual([{ id: expect.any(String), at: 111, correct: true, mode: 'practice' }]);
    expect(attempts['paging.q2']).toEqual([
      { id: expect.any(String), at: 222, correct: false, mode: 'review', confidence: 'unsure' },
    ]);
    // Folded into the saved progress at that load, and the journal emptied.
    expect(saved(mem.data).attempts).toEqual(attempts);
    expect(journalKeys(mem.data)).toEqual([]);

    // Once: a second load finds nothing to fold and writes nothing.
    const writes = mem.writes.length;
    const again = createProgressStore(mem.storage);
    await again.persist.rehydrate();
    expect(again.getState().attempts).toEqual(attempts);
    expect(mem.writes.length).toBe(writes);
  });

  it('an entry left behind after its answer was saved (a crash between the two) still counts once', async () => {
    const mem = memoryStorage();
    const { store, runs } = tabThatNeverPaints(mem.storage);
    await store.persist.rehydrate();
    store.recordAttemptSoon('paging.q1', { correct: true, mode: 'lesson' });
    const [key] = journalKeys(mem.data);
    const entry = mem.data.get(key)!;
    runs.splice(0).forEach((run) => run());
    runs.splice(0).forEach((run) => run());
    expect(journalKeys(mem.data)).toEqual([]);
    mem.data.set(key, entry);

    const reopened = createProgressStore(mem.storage);
    await reopened.persist.rehydrate();
    expect(reopened.getState().attempts['paging.q1']).toHaveLength(1);
    expect(saved(mem.data).attempts['paging.q1']).toHaveLength(1);
    expect(journalKeys(mem.data)).toEqual([]);
  });

  it("a tab's answer folded in by another tab's save is still saved once when the first tab records it", async () => {
    const mem = memoryStorage();
    const a = tabThatNeverPaints(mem.storage);
    const b = createProgressStore(mem.storage);
    await Promise.all([a.store.persist.rehydrate(), b.persist.rehydrate()]);
    a.store.recordAttemptSoon('paging.q1', { correct: true, mode: 'practice' });
    b.getState().recordAttempt('paging.q2', { correct: true, mode: 'practice' });
    expect(Object.keys(saved(mem.data).attempts).sort()).toEqual(['paging.q1', 'paging.q2']);
    a.store.flushWrites();
    expect(saved(mem.data).attempts['paging.q1']).toHaveLength(1);
    expect(a.store.getState().attempts['paging.q1']).toHaveLength(1);
  });

  it('leaves the journal alone while the saved progress cannot be read, and an unreadable entry always', async () => {
    const corrupt = '{"version":5,"state":{"lessons":';
    const mem = memoryStorage({ [PROGRESS_KEY]: corrupt, [`${JOURNAL_PREFIX}x`]: '{"questionId":"Bad Id"' });
    const { store } = tabThatNeverPaints(mem.storage);
    await store.persist.rehydrate();
    store.recordAttemptSoon('paging.q1', { correct: true, mode: 'practice' });
    store.flushWrites();
    expect(mem.data.get(PROGRESS_KEY)).toBe(corrupt);
    expect(journalKeys(mem.data)).toHaveLength(2);
    // Once the learner starts fresh, the answer given meanwhile is kept; the unreadable entry is never read.
    mem.data.delete(PROGRESS_KEY);
    const reopened = createProgressStore(mem.storage);
    await reopened.persist.rehydrate();
    expect(Object.keys(saved(mem.data).attempts)).toEqual(['paging.q1']);
    expect(journalKeys(mem.data)).toEqual([`${JOURNAL_PREFIX}x`]);
  });
});
