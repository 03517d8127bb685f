import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { deferredWrites, type Schedule } from './deferred-writes';
import { createExamSlice } from './exam-slice';
import { createExercisesSlice } from './exercises-slice';
import { journalAnswer, type KeyValueStorage } from './journal';
import { createLessonsSlice } from './lessons-slice';
import { mergingStorage } from './merging-storage';
import { mergeProgress, migrateProgress, PROGRESS_KEY, PROGRESS_VERSION } from './persisted';
import { attemptId, createQuizSlice } from './quiz-slice';
import type { Attempt, NewAttempt, PersistedProgress, ProgressStore } from './types';

export type { ProgressStore } from './types';
export { mergeProgress, migrateProgress, PROGRESS_KEY, PROGRESS_VERSION, type PersistedProgress } from './persisted';

/**
 * The progress store. `storage` defaults to localStorage; with `schedule`, writes and `recordAttemptSoon`'s
 * answers wait for it (the browser passes afterNextPaint) and `flushWrites()` records and writes what waits at
 * once. An answer recorded soon is in the journal before it waits, so it is saved whatever happens next.
 */
export function createProgressStore(storage?: KeyValueStorage, schedule?: Schedule) {
  // Looked up when used: the server renders with a store it never reads or writes (skipHydration).
  const raw = () => storage ?? localStorage;
  const merging = mergingStorage(raw);
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
