import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonFraction } from './lessons-slice';
import { memoryStorage } from './memory-storage';
import { createProgressStore, migrateProgress, PROGRESS_KEY, PROGRESS_VERSION, type PersistedProgress } from './store';

describe('progress store', () => {
  it('saves a completed lesson with the current version and reads it back in a new store', async () => {
    const mem = memoryStorage();
    const first = createProgressStore(mem.storage);
    await first.persist.rehydrate();
    first.getState().markComplete('paging');
    first.getState().markSeen('paging', 'the-cursor-is-opaque');

    const saved = JSON.parse(mem.data.get(PROGRESS_KEY) ?? '{}') as { version: number; state: PersistedProgress };
    expect(saved.version).toBe(PROGRESS_VERSION);
    expect(Object.keys(saved.state)).toEqual(['lessons', 'attempts', 'exam', 'examHistory', 'exercises']);

    const second = createProgressStore(mem.storage);
    expect(second.getState().lessons).toEqual({});
    await second.persist.rehydrate();
    expect(second.getState().lessons.paging.completedAt).toEqual(expect.any(Number));
    expect(second.getState().lessons.paging.seen).toEqual(['the-cursor-is-opaque']);
  });

  it('does not write until it has read what was saved (skipHydration)', () => {
    const existing = JSON.stringify({ version: 1, state: { lessons: { paging: { completedAt: 5, seen: [] } } } });
    const mem = memoryStorage({ [PROGRESS_KEY]: existing });
    createProgressStore(mem.storage);
    expect(mem.data.get(PROGRESS_KEY)).toBe(existing);
  });

  it('undoes completion and records each section once', async () => {
    const store = createProgressStore(memoryStorage().storage);
    await store.persist.rehydrate();
    const s = store.getState();
    s.markComplete('x');
    s.markIncomplete('x');
    s.markSeen('x', 'a');
    s.markSeen('x', 'a');
    expect(store.getState().lessons.x).toEqual({ completedAt: null, seen: ['a'] });
  });

  it('migrates version 1 (lessons only) to the current version, keeping every lesson and adding no attempts', async () => {
    const v1 = readFileSync(path.join(import.meta.dirname, 'fixtures', 'v1.json'), 'utf8');
    const mem = memoryStorage({ [PROGRESS_KEY]: v1 });
    const store = createProgressStore(mem.storage);
    await store.persist.rehydrate();
    const before = (JSON.parse(v1) as { state: PersistedProgress }).state;
    expect(store.getState().lessons).toEqual(before.lessons);
    expect(store.getState().attempts).toEqual({});
    store.getState().recordAttempt('paging.q', { correct: true, mode: 'lesson' });
    const saved = JSON.parse(mem.data.get(PROGRESS_KEY)!) as { version: number; state: PersistedProgress };
    expect(saved.version).toBe(PROGRESS_VERSION);
    expect(saved.state.lessons).toEqual(before.lessons);
    expect(saved.state.attempts['paging.q']).toHaveLength(1);
  });

  it('migrates version 2 (lessons and attempts) to version 3, keeping both and adding no exams', async () => {
    const v2 = readFileSync(path.join(import.meta.dirname, 'fixtures', 'v2.json'), 'utf8');
    const store = createProgressStore(memoryStorage({ [PROGRESS_KEY]: v2 }).storage);
    await store.persist.rehydrate();
    const before = (JSON.parse(v2) as { state: PersistedProgress }).state;
    expect(store.getState().lessons).toEqual(before.lessons);
    expect(store.getState().attempts).toEqual(before.attempts);
    expect(store.getState().exam).toBeNull();
    expect(store.getState().examHistory).toEqual([]);
  });

  it('migrates version 3 to version 4 as it was: no "Check yourself" is open yet', async () => {
    const v3 = readFileSync(path.join(import.meta.dirname, 'fixtures', 'v3.json'), 'utf8');
    const mem = memoryStorage({ [PROGRESS_KEY]: v3 });
    const store = createProgressStore(mem.storage);
    await store.persist.rehydrate();
    const before = (JSON.parse(v3) as { state: PersistedProgress }).state;
    expect(store.getState().lessons).toEqual(before.lessons);
    expect(store.getState().attempts).toEqual(before.attempts);
    expect(store.getState().lessons['paging-tools-list'].checksOpen).toBeUndefined();
    store.getState().setCheckOpen('paging-tools-list', 'the-cursor-is-opaque', true);
    const saved = JSON.parse(mem.data.get(PROGRESS_KEY)!) as { version: number; state: PersistedProgress };
    expect(saved.version).toBe(PROGRESS_VERSION);
    expect(saved.state.lessons['paging-tools-list']).toEqual({
      ...before.lessons['paging-tools-list'],
      checksOpen: ['the-cursor-is-opaque'],
    });
  });

  it('migrates version 4 to version 5: everything kept, no exercise run yet', async () => {
    const v4 = readFileSync(path.join(import.meta.dirname, 'fixtures', 'v4.json'), 'utf8');
    const mem = memoryStorage({ [PROGRESS_KEY]: v4 });
    const store = createProgressStore(mem.storage);
    await store.persist.rehydrate();
    const before = (JSON.parse(v4) as { state: PersistedProgress }).state;
    expect(store.getState().lessons).toEqual(before.lessons);
    expect(store.getState().attempts).toEqual(before.attempts);
    expect(store.getState().exercises).toEqual({});
    store.getState().recordExerciseRun('list-all-tools', { passed: 1, failed: 2, code: 'x', at: 7 });
    const saved = JSON.parse(mem.data.get(PROGRESS_KEY)!) as { version: number; state: PersistedProgress };
    expect(saved.version).toBe(5);
    expect(saved.state.lessons).toEqual(before.lessons);
    expect(saved.state.exercises['list-all-tools'].runs).toEqual([
      { id: expect.any(String), at: 7, passed: 1, failed: 2 },
    ]);
  });

  it('keeps every exercise run and the last code that passed every case, across a reload and a merge', async () => {
    const mem = memoryStorage();
    const tab = createProgressStore(mem.storage);
    await tab.persist.rehydrate();
    const s = tab.getState();
    s.recordExerciseRun('list-all-tools', { passed: 4, failed: 0, code: 'first pass', at: 1 });
    s.recordExerciseRun('list-all-tools', { passed: 2, failed: 2, code: 'broken later', at: 2 });
    const other = createProgressStore(mem.storage);
    await other.persist.rehydrate();
    other.getState().recordExerciseRun('list-all-tools', { passed: 4, failed: 0, code: 'second pass', at: 3 });
    // The first tab has not heard of the other's run; its next write must keep it.
    s.recordExerciseRun('call-a-tool', { passed: 0, failed: 3, code: 'nope', at: 4 });
    const reloaded = createProgressStore(mem.storage);
    await reloaded.persist.rehydrate();
    const ex = reloaded.getState().exercises;
    expect(ex['list-all-tools'].runs.map((r) => r.at)).toEqual([1, 2, 3]);
    expect(ex['list-all-tools'].passing).toEqual({ code: 'second pass', at: 3 });
    expect(ex['call-a-tool']).toEqual({ runs: [expect.objectContaining({ passed: 0, failed: 3 })] });
  });

  it('remembers per lesson and section which "Check yourself" is open, across a reload', async () => {
    const mem = memoryStorage();
    const tab = createProgressStore(mem.storage);
    await tab.persist.rehydrate();
    const s = tab.getState();
    s.setCheckOpen('paging', 'a', true);
    s.setCheckOpen('paging', 'b', true);
    s.setCheckOpen('paging', 'a', true);
    s.setCheckOpen('caching', 'a', true);
    s.setCheckOpen('paging', 'b', false);
    const reloaded = createProgressStore(mem.storage);
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().lessons.paging.checksOpen).toEqual(['a']);
    expect(reloaded.getState().lessons.caching.checksOpen).toEqual(['a']);
    // Opening one keeps the lesson's reading progress as it was.
    expect(reloaded.getState().lessons.paging).toMatchObject({ completedAt: null, seen: [] });
  });

  it('an exam in progress survives a reload: answers, flags, position, clock', async () => {
    const mem = memoryStorage();
    const tab = createProgressStore(mem.storage);
    await tab.persist.rehydrate();
    tab.getState().startExam({
      id: 'e1',
      questionIds: ['a', 'b', 'c'],
      startedAt: 1000,
      timing: 'standard',
      limitMs: 60_000,
      showTimer: true,
    });
    tab.getState().answerExam('a', { choice: 'x' });
    tab.getState().toggleFlag('b');
    tab.getState().goToQuestion(2);
    tab.getState().extendExam(30_000);

    const reloaded = createProgressStore(mem.storage);
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().exam).toMatchObject({
      id: 'e1',
      answers: { a: { choice: 'x' } },
      flagged: ['b'],
      current: 2,
      startedAt: 1000,
      limitMs: 90_000,
    });
    reloaded.getState().extendExam(null);
    expect(reloaded.getState().exam?.limitMs).toBeNull();
    reloaded.getState().finishExam(
      {
        id: 'e1',
        finishedAt: 5000,
        correct: 1,
        total: 3,
        byTopic: [],
        questionIds: ['a', 'b', 'c'],
        answers: { a: { choice: 'x' } },
        timedOut: false,
      },
      [],
    );
    expect(reloaded.getState().exam).toBeNull();
    expect(reloaded.getState().examHistory.map((r) => r.id)).toEqual(['e1']);
  });

  it('with a schedule, writes wait for it, the latest state only; a read or a flush writes at once', async () => {
    const mem = memoryStorage();
    const runs: (() => void)[] = [];
    const tab = createProgressStore(mem.storage, (run) => runs.push(run));
    await tab.persist.rehydrate();
    tab.getState().recordAttempt('q.one', { correct: true, mode: 'practice' });
    tab.getState().recordAttempt('q.two', { correct: false, mode: 'practice' });
    // Nothing written yet, and one write scheduled for both answers.
    expect(mem.data.get(PROGRESS_KEY)).toBeUndefined();
    expect(runs).toHaveLength(1);
    runs[0]();
    const saved = () => JSON.parse(mem.data.get(PROGRESS_KEY)!) as { state: PersistedProgress };
    expect(Object.keys(saved().state.attempts).sort()).toEqual(['q.one', 'q.two']);

    // Closing the tab flushes; so does reading (another tab saved): the waiting answer is never lost.
    tab.getState().recordAttempt('q.three', { correct: true, mode: 'practice' });
    tab.flushWrites();
    expect(Object.keys(saved().state.attempts)).toContain('q.three');
    tab.getState().recordAttempt('q.four', { correct: true, mode: 'practice' });
    const other = createProgressStore(mem.storage);
    await other.persist.rehydrate();
    expect(Object.keys(other.getState().attempts)).not.toContain('q.four');
    await tab.persist.rehydrate();
    expect(Object.keys(saved().state.attempts)).toContain('q.four');
    expect(Object.keys(tab.getState().attempts).sort()).toEqual(['q.four', 'q.one', 'q.three', 'q.two']);
    // The scheduled run after a flush finds nothing to write and writes nothing twice.
    const before = mem.data.get(PROGRESS_KEY);
    for (const run of runs) run();
    expect(mem.data.get(PROGRESS_KEY)).toBe(before);
  });

  it('with a schedule, an answer recorded soon waits for it, keeps its time, and a flush records it at once', async () => {
    const mem = memoryStorage();
    const runs: (() => void)[] = [];
    const tab = createProgressStore(mem.storage, (run) => runs.push(run));
    await tab.persist.rehydrate();
    const before = Date.now();
    tab.recordAttemptSoon('q.one', { correct: true, mode: 'practice' });
    tab.recordAttemptSoon('q.two', { correct: false, mode: 'review', confidence: 'unsure' });
    expect(tab.getState().attempts).toEqual({});
    expect(runs).toHaveLength(1);
    runs[0]();
    expect(tab.getState().attempts['q.two']).toEqual([
      { id: expect.any(String), at: expect.any(Number), correct: false, mode: 'review', confidence: 'unsure' },
    ]);
    expect(tab.getState().attempts['q.one'][0].at).toBeGreaterThanOrEqual(before);

    // Hiding or closing the tab flushes: the waiting answer is recorded and written before the page goes.
    tab.recordAttemptSoon('q.three', { correct: true, mode: 'practice' });
    tab.flushWrites();
    const saved = JSON.parse(mem.data.get(PROGRESS_KEY)!) as { state: PersistedProgress };
    expect(Object.keys(saved.state.attempts).sort()).toEqual(['q.one', 'q.three', 'q.two']);
    // Its scheduled run then finds nothing left to record.
    for (const run of runs) run();
    expect(tab.getState().attempts['q.three']).toHaveLength(1);
  });

  it('without a schedule, an answer recorded soon is recorded at once', async () => {
    const tab = createProgressStore(memoryStorage().storage);
    await tab.persist.rehydrate();
    tab.recordAttemptSoon('q.one', { correct: true, mode: 'lesson' });
    expect(tab.getState().attempts['q.one']).toHaveLength(1);
  });

  it('two tabs answering at once both keep their answers, when writes wait too', async () => {
    const mem = memoryStorage();
    const runs: (() => void)[] = [];
    const tabA = createProgressStore(mem.storage, (run) => runs.push(run));
    const tabB = createProgressStore(mem.storage, (run) => runs.push(run));
    await Promise.all([tabA.persist.rehydrate(), tabB.persist.rehydrate()]);
    tabA.getState().recordAttempt('q.one', { correct: true, mode: 'practice' });
    tabB.getState().recordAttempt('q.two', { correct: false, mode: 'practice' });
    for (const run of runs) run();
    const saved = JSON.parse(mem.data.get(PROGRESS_KEY)!) as { state: PersistedProgress };
    expect(Object.keys(saved.state.attempts).sort()).toEqual(['q.one', 'q.two']);
  });

  it('two tabs answering at once both keep their answers', async () => {
    const mem = memoryStorage();
    const tabA = createProgressStore(mem.storage);
    const tabB = createProgressStore(mem.storage);
    await Promise.all([tabA.persist.rehydrate(), tabB.persist.rehydrate()]);
    // Reading an empty storage is a successful hydration, not an error.
    expect(tabA.persist.hasHydrated() && tabB.persist.hasHydrated()).toBe(true);
    // Neither tab has heard of the other's answer when it writes its own.
    tabA.getState().recordAttempt('q.one', { correct: true, mode: 'practice' });
    tabB.getState().recordAttempt('q.two', { correct: false, mode: 'practice' });
    tabB.getState().markSeen('paging', 'intro');
    const saved = JSON.parse(mem.data.get(PROGRESS_KEY)!) as { state: PersistedProgress };
    expect(Object.keys(saved.state.attempts).sort()).toEqual(['q.one', 'q.two']);
    // The storage event makes tab A read the save: it keeps its own answer and gains B's.
    await tabA.persist.rehydrate();
    expect(Object.keys(tabA.getState().attempts).sort()).toEqual(['q.one', 'q.two']);
    expect(tabA.getState().lessons.paging.seen).toEqual(['intro']);
    // Reading twice adds nothing twice.
    await tabA.persist.rehydrate();
    expect(tabA.getState().attempts['q.one']).toHaveLength(1);
  });

  it('never reads nor overwrites unreadable progress until it is removed', async () => {
    for (const corrupt of ['{"version":3,"state":{"lessons":', JSON.stringify({ version: 3, state: { lessons: 7 } })]) {
      const mem = memoryStorage({ [PROGRESS_KEY]: corrupt });
      const store = createProgressStore(mem.storage);
      await store.persist.rehydrate();
      // The app still works (fresh, in memory) …
      expect(store.persist.hasHydrated()).toBe(true);
      store.getState().recordAttempt('q.one', { correct: true, mode: 'practice' });
      expect(store.getState().attempts['q.one']).toHaveLength(1);
      // … and the stored data is untouched.
      expect(mem.data.get(PROGRESS_KEY)).toBe(corrupt);
      // Once the learner agrees to start fresh (the key is removed), saving resumes.
      mem.data.delete(PROGRESS_KEY);
      store.getState().recordAttempt('q.two', { correct: true, mode: 'practice' });
      expect(
        Object.keys((JSON.parse(mem.data.get(PROGRESS_KEY)!) as { state: PersistedProgress }).state.attempts),
      ).toEqual(['q.one', 'q.two']);
    }
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
