import { describe, expect, it } from 'vitest';
import { JOURNAL_PREFIX } from './journal';
import { memoryStorage } from './memory-storage';
import { mergingStorage } from './merging-storage';
import { PROGRESS_KEY, PROGRESS_VERSION } from './persisted';
import { checkState } from './transfer';
import type { Attempt, PersistedProgress } from './types';

const attempt = (id: string, at: number): Attempt => ({ id, at, correct: true, mode: 'practice' });
const progress = (attempts: PersistedProgress['attempts']): PersistedProgress => ({
  lessons: {},
  attempts,
  exam: null,
  examHistory: [],
  exercises: {},
});
const text = (state: unknown) => JSON.stringify({ state, version: PROGRESS_VERSION });

/**
 * A merging storage over memory, with the real checks; those of stored progress are counted (progress here always
 * has two questions or more; a journal entry's check has one).
 */
function counted(initial: Record<string, string> = {}) {
  const mem = memoryStorage(initial);
  const checked: unknown[] = [];
  const storage = mergingStorage(
    () => mem.storage,
    (state, version) => {
      if (Object.keys((state as PersistedProgress | undefined)?.attempts ?? {}).length !== 1) checked.push(state);
      return checkState(state, version);
    },
  );
  const saved = () => (JSON.parse(mem.data.get(PROGRESS_KEY)!) as { state: PersistedProgress }).state;
  return { mem, checked, storage, saved };
}

describe('merging storage', () => {
  it('checks stored progress when it reads text it has not seen, not again after its own writes', async () => {
    const stored = progress({ 'q.a': [attempt('a1', 1)], 'q.b': [attempt('b1', 2)] });
    const { checked, storage, saved } = counted({ [PROGRESS_KEY]: text(stored) });
    expect((await storage.getItem(PROGRESS_KEY))?.state).toEqual(stored);
    expect(checked).toHaveLength(1);

    // Three saves of the store's own state: what is stored is what this storage wrote, so it is not checked.
    let mine = progress({ ...stored.attempts });
    for (const n of [1, 2, 3]) {
      mine = progress({ ...mine.attempts, 'q.a': [...mine.attempts['q.a'], attempt(`a${n + 1}`, 10 + n)] });
      await storage.setItem(PROGRESS_KEY, { state: mine, version: PROGRESS_VERSION });
    }
    expect(checked).toHaveLength(1);
    expect(saved().attempts['q.a'].map((a) => a.id)).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('checks what another writer stored before merging it, and never writes over it when it is unreadable', async () => {
    const { mem, checked, storage, saved } = counted();
    await storage.setItem(PROGRESS_KEY, { state: progress({ 'q.a': [attempt('a1', 1)] }), version: PROGRESS_VERSION });
    expect(checked).toHaveLength(0);

    // Another tab saved: its text is new here, so it is checked, and both tabs' answers are kept.
    const theirs = progress({ 'q.a': [attempt('a1', 1)], 'q.b': [attempt('b1', 2)] });
    mem.data.set(PROGRESS_KEY, text(theirs));
    const mine = progress({ 'q.a': [attempt('a1', 1), attempt('a2', 3)] });
    await storage.setItem(PROGRESS_KEY, { state: mine, version: PROGRESS_VERSION });
    expect(checked).toEqual([theirs]);
    expect(saved().attempts).toEqual({ 'q.a': mine.attempts['q.a'], 'q.b': theirs.attempts['q.b'] });

    // Something unreadable written from outside: checked, refused, and left exactly as it is.
    const attempts = { 'q.a': [{ ...attempt('a1', 1), mode: 'guess' }], 'q.b': [attempt('b1', 2)] };
    const bad = text({ ...progress({}), attempts });
    mem.data.set(PROGRESS_KEY, bad);
    await storage.setItem(PROGRESS_KEY, { state: mine, version: PROGRESS_VERSION });
    expect(checked).toHaveLength(2);
    expect(mem.data.get(PROGRESS_KEY)).toBe(bad);
    expect(await storage.getItem(PROGRESS_KEY)).toBeNull();
  });

  it('folds in the journal on a write, each entry checked, and removes the entries it wrote', async () => {
    const { mem, storage, saved } = counted();
    const a2 = attempt('a2', 5);
    mem.data.set(JOURNAL_PREFIX + 'a2', JSON.stringify({ questionId: 'q.a', attempt: a2 }));
    const odd = { questionId: 'q.b', attempt: { ...attempt('b9', 6), correct: 'yes' } };
    mem.data.set(JOURNAL_PREFIX + 'b9', JSON.stringify(odd));
    await storage.setItem(PROGRESS_KEY, { state: progress({ 'q.a': [attempt('a1', 1)] }), version: PROGRESS_VERSION });
    expect(saved().attempts).toEqual({ 'q.a': [attempt('a1', 1), a2] });
    expect(mem.data.has(JOURNAL_PREFIX + 'a2')).toBe(false);
    // An entry that is not a readable answer is neither folded in nor removed.
    expect(mem.data.has(JOURNAL_PREFIX + 'b9')).toBe(true);
  });
});
