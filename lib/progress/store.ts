import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { deferredWrites, type Schedule } from './deferred-writes';
import { createExamSlice } from './exam-slice';
import { createExercisesSlice } from './exercises-slice';
import { clearJournal, foldJournal, journalAnswer, readJournal, type KeyValueStorage } from './journal';
import { createLessonsSlice } from './lessons-slice';
import { mergeProgress, migrateProgress, PROGRESS_KEY, PROGRESS_VERSION } from './persisted';
import { attemptId, createQuizSlice } from './quiz-slice';
import type { Checked } from './transfer';
import type { Attempt, NewAttempt, PersistedProgress, ProgressStore } from './types';

export type { ProgressStore } from './types';
export { mergeProgress, migrateProgress, PROGRESS_KEY, PROGRESS_VERSION, type PersistedProgress } from './persisted';

type Check = (state: unknown, version: number) => Checked;

// The checks (zod) load with the first read or write, so pages that never touch progress never load them.
let check: Check | undefined;
let loadingChecks: Promise<Check> | undefined;
export function loadProgressChecks(): Promise<Check> {
  loadingChecks ??= import('./transfer').then((m) => (check = m.checkState));
  return loadingChecks;
}

/** Runs `read` with the checks: at once when they are here (a read-merge-write stays in one task), else after. */
function withChecks<T>(read: (check: Check) => T): T | Promise<T> {
  return check ? read(check) : loadProgressChecks().then(read);
}

/** What is stored, if it is readable progress; undefined when nothing is stored or it cannot be read. */
function readable(base: PersistStorage<PersistedProgress>, name: string, check: Check) {
  let stored: ReturnType<PersistStorage<PersistedProgress>['getItem']>;
  try {
    stored = base.getItem(name);
  } catch {
    return { corrupt: true } as const;
  }
  // localStorage answers synchronously; an async storage would need a lock, so it is taken as it comes.
  if (!stored || 'then' in stored) return { corrupt: false, stored: undefined } as const;
  const checked = check(stored.state, stored.version ?? 0);
  return checked.ok
    ? ({ corrupt: false, stored: { version: PROGRESS_VERSION, state: checked.progress } } as const)
    : ({ corrupt: true } as const);
}

const empty: PersistedProgress = { lessons: {}, attempts: {}, exam: null, examHistory: [], exercises: {} };

/**
 * Around the real storage: writes merge with what is stored, so a tab that has not yet heard of another tab's
 * answers never writes over them (two tabs answering at once both keep their answers); reads and writes fold in
 * the answer journal (lib/progress/journal.ts) and remove its entries once written; and unreadable stored
 * progress is never read nor written over — it stays as it is until the learner downloads it or agrees to
 * start fresh (components/progress/corrupt-progress.tsx).
 */
function mergingStorage(
  base: PersistStorage<PersistedProgress>,
  raw: () => KeyValueStorage,
): PersistStorage<PersistedProgress> {
  const journal = (check: Check) =>
    readJournal(raw(), (attempts) => check({ ...empty, attempts }, PROGRESS_VERSION).ok);
  return {
    ...base,
    getItem(name) {
      return withChecks((check) => {
        const r = readable(base, name, check);
        if (r.corrupt) return null;
        const entries = journal(check);
        if (entries.length === 0) return r.stored ?? null;
        // What a closed or crashed tab left: written with the progress now, so the journal stays short.
        const value = { version: PROGRESS_VERSION, state: foldJournal(r.stored?.state ?? empty, entries) };
        void base.setItem(name, value);
        clearJournal(raw(), entries);
        return value;
      });
    },
    setItem(name, value: StorageValue<PersistedProgress>) {
      return withChecks((check) => {
        const r = readable(base, name, check);
        if (r.corrupt) return;
        const entries = journal(check);
        const state = r.stored ? mergeProgress(r.stored.state, value.state) : value.state;
        base.setItem(name, { ...value, state: foldJournal(state, entries) });
        clearJournal(raw(), entries);
      });
    },
  };
}

/**
 * The progress store. `storage` defaults to localStorage; with `schedule`, writes and `recordAttemptSoon`'s
 * answers wait for it (the browser passes afterNextPaint) and `flushWrites()` records and writes what waits at
 * once. An answer recorded soon is in the journal before it waits, so it is saved whatever happens next.
 */
export function createProgressStore(storage?: KeyValueStorage, schedule?: Schedule) {
  // Looked up when used: the server renders with a store it never reads or writes (skipHydration).
  const raw = () => storage ?? localStorage;
  const merging = mergingStorage(createJSONStorage<PersistedProgress>(raw)!, raw);
  const writes = schedule ? deferredWrites(merging, schedule) : { ...merging, flush: () => undefined };
  const store = createStore<ProgressStore>()(
    persist<ProgressStore, [], [], PersistedProgress>(
      (...a) => ({
        ...createLessonsSlice(...a),
        ...createQuizSlice(...a),
        ...createExamSlice(...a),
        ...createExercisesSlice(...a),
        // What is here stays as it is; the file adds attempts, exams and lessons (lib/progress/persisted.ts).
        importProgress: (progress) => a[0]((s) => mergeProgress(progress, s)),
      }),
      {
        name: PROGRESS_KEY,
        version: PROGRESS_VERSION,
        migrate: migrateProgress,
        partialize: (s): PersistedProgress => ({
          lessons: s.lessons,
          attempts: s.attempts,
          exam: s.exam,
          examHistory: s.examHistory,
          exercises: s.exercises,
        }),
        storage: writes,
        // Reading another tab's save keeps this tab's own answers too.
        // Nothing saved yet: `persisted` is undefined.
        merge: (persisted, current) =>
          persisted
            ? {
                ...current,
                ...mergeProgress(current, persisted as PersistedProgress),
              }
            : current,
        // Rehydrated by the provider once a component uses progress, so server and first client render agree.
        skipHydration: true,
      },
    ),
  );
  // Answers wait for the schedule too: recording one copies every question's attempts (a thousand on a big
  // bank), which a phone feels; the verdict is painted first. Each is journaled first, with its id and time.
  const waiting: { questionId: string; attempt: Attempt }[] = [];
  const recordWaiting = () => {
    if (waiting.length) store.getState().addAttempts(waiting.splice(0));
  };
  const recordAttemptSoon = (questionId: string, { at = Date.now(), ...rest }: NewAttempt) => {
    if (!schedule) return store.getState().recordAttempt(questionId, { at, ...rest });
    const attempt: Attempt = { id: attemptId(), at, ...rest };
    journalAnswer(raw(), questionId, attempt);
    waiting.push({ questionId, attempt });
    if (waiting.length === 1) schedule(recordWaiting);
  };
  const flushWrites = () => {
    recordWaiting();
    writes.flush();
  };
  return Object.assign(store, { flushWrites, recordAttemptSoon });
}

export type ProgressStoreApi = ReturnType<typeof createProgressStore>;
