import { describe, expect, it } from 'vitest';
import { createJSONStorage } from 'zustand/middleware';
import { lessonFraction } from './lessons-slice';
import { createProgressStore, migrateProgress, PROGRESS_KEY, PROGRESS_VERSION, type PersistedProgress } from './store';

/** A Storage stand-in in memory: the store's persistence runs unchanged on top of it. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  return { data, persist: createJSONStorage<PersistedProgress>(() => storage) };
}

describe('progress store', () => {
  it('saves a completed lesson with the current version and reads it back in a new store', async () => {
    const mem = memoryStorage();
    const first = createProgressStore(mem.persist);
    await first.persist.rehydrate();
    first.getState().markComplete('paging');
    first.getState().markSeen('paging', 'the-cursor-is-opaque');

    const saved = JSON.parse(mem.data.get(PROGRESS_KEY) ?? '{}') as { version: number; state: PersistedProgress };
    expect(saved.version).toBe(PROGRESS_VERSION);
    expect(Object.keys(saved.state)).toEqual(['lessons']);

    const second = createProgressStore(mem.persist);
    expect(second.getState().lessons).toEqual({});
    await second.persist.rehydrate();
    expect(second.getState().lessons.paging.completedAt).toEqual(expect.any(Number));
    expect(second.getState().lessons.paging.seen).toEqual(['the-cursor-is-opaque']);
  });

  it('does not write until it has read what was saved (skipHydration)', () => {
    const existing = JSON.stringify({ version: 1, state: { lessons: { paging: { completedAt: 5, seen: [] } } } });
    const mem = memoryStorage({ [PROGRESS_KEY]: existing });
    createProgressStore(mem.persist);
    expect(mem.data.get(PROGRESS_KEY)).toBe(existing);
  });

  it('undoes completion and records each section once', async () => {
    const store = createProgressStore(memoryStorage().persist);
    await store.persist.rehydrate();
    const s = store.getState();
    s.markComplete('x');
    s.markIncomplete('x');
    s.markSeen('x', 'a');
    s.markSeen('x', 'a');
    expect(store.getState().lessons.x).toEqual({ completedAt: null, seen: ['a'] });
  });

  it('refuses progress saved by a newer version instead of guessing', () => {
    expect(() => migrateProgress({ lessons: {} }, PROGRESS_VERSION + 1)).toThrow(/newer app/);
  });
});

describe('lessonFraction', () => {
  it('is the share of sections read, 1 only once marked complete', () => {
    expect(lessonFraction(undefined, 4)).toBe(0);
    expect(lessonFraction({ completedAt: null, seen: ['a'] }, 4)).toBe(0.25);
    expect(lessonFraction({ completedAt: null, seen: ['a', 'b', 'c', 'd'] }, 4)).toBe(0.95);
    expect(lessonFraction({ completedAt: 1, seen: [] }, 4)).toBe(1);
  });
});
