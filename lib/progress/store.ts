import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { createLessonsSlice, type LessonsSlice } from './lessons-slice';
import { createQuizSlice, mergeAttempts, type QuizSlice } from './quiz-slice';

export type ProgressStore = LessonsSlice & QuizSlice;

export const PROGRESS_KEY = 'mcpa-lab:progress';
export const PROGRESS_VERSION = 2;

/** The data that is saved: state without the actions. */
export type PersistedProgress = Pick<ProgressStore, 'lessons' | 'attempts'>;

/**
 * Upgrades saved progress from any earlier version, one step per version, each tested from a fixture of the
 * version before (lib/progress/fixtures/).
 *  v1 → v2: quiz attempts arrive; v1 had none.
 */
export function migrateProgress(persisted: unknown, version: number): PersistedProgress {
  if (version > PROGRESS_VERSION) throw new Error(`progress saved by a newer app (v${version})`);
  const data = (persisted ?? {}) as Partial<PersistedProgress>;
  return { lessons: data.lessons ?? {}, attempts: version >= 2 ? (data.attempts ?? {}) : {} };
}

/**
 * Two copies of the progress as one: every attempt of both (attempts are only added), every section seen in
 * either; a lesson's completion as `newer` has it.
 */
export function mergeProgress(older: PersistedProgress, newer: PersistedProgress): PersistedProgress {
  const lessons = { ...older.lessons, ...newer.lessons };
  for (const [slug, mine] of Object.entries(older.lessons)) {
    const theirs = newer.lessons[slug];
    if (theirs) lessons[slug] = { ...theirs, seen: [...new Set([...mine.seen, ...theirs.seen])] };
  }
  return { lessons, attempts: mergeAttempts(older.attempts ?? {}, newer.attempts ?? {}) };
}

/**
 * Writes merge with what is stored, so a tab that has not yet heard of another tab's answers never writes over
 * them (two tabs answering at once both keep their answers).
 */
function mergingStorage(base: PersistStorage<PersistedProgress>): PersistStorage<PersistedProgress> {
  return {
    ...base,
    setItem(name, value: StorageValue<PersistedProgress>) {
      const stored = base.getItem(name);
      // localStorage answers synchronously; an async storage would need a lock, so it is written as is.
      if (!stored || 'then' in stored) return base.setItem(name, value);
      if (stored.version === value.version) value = { ...value, state: mergeProgress(stored.state, value.state) };
      return base.setItem(name, value);
    },
  };
}

export function createProgressStore(storage?: PersistStorage<PersistedProgress>) {
  return createStore<ProgressStore>()(
    persist<ProgressStore, [], [], PersistedProgress>(
      (...a) => ({ ...createLessonsSlice(...a), ...createQuizSlice(...a) }),
      {
        name: PROGRESS_KEY,
        version: PROGRESS_VERSION,
        migrate: migrateProgress,
        partialize: (s): PersistedProgress => ({ lessons: s.lessons, attempts: s.attempts }),
        storage: mergingStorage(storage ?? createJSONStorage<PersistedProgress>(() => localStorage)!),
        // Reading another tab's save keeps this tab's own answers too.
        // Nothing saved yet: `persisted` is undefined.
        merge: (persisted, current) =>
          persisted
            ? {
                ...current,
                ...mergeProgress(
                  { lessons: current.lessons, attempts: current.attempts },
                  persisted as PersistedProgress,
                ),
              }
            : current,
        // Rehydrated on mount by the provider, so server and first client render agree.
        skipHydration: true,
      },
    ),
  );
}

export type ProgressStoreApi = ReturnType<typeof createProgressStore>;
