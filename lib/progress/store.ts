import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { createExamSlice, mergeExamHistory, type ExamSlice } from './exam-slice';
import { createLessonsSlice, type LessonsSlice } from './lessons-slice';
import { createQuizSlice, mergeAttempts, type QuizSlice } from './quiz-slice';

export type ProgressStore = LessonsSlice & QuizSlice & ExamSlice;

export const PROGRESS_KEY = 'mcpa-lab:progress';
export const PROGRESS_VERSION = 3;

/** The data that is saved: state without the actions. */
export type PersistedProgress = Pick<ProgressStore, 'lessons' | 'attempts' | 'exam' | 'examHistory'>;

/**
 * Upgrades saved progress from any earlier version, one step per version, each tested from a fixture of the
 * version before (lib/progress/fixtures/).
 *  v1 → v2: quiz attempts arrive; v1 had none.
 *  v2 → v3: exams arrive (one in progress, and the finished ones); v2 had none.
 */
export function migrateProgress(persisted: unknown, version: number): PersistedProgress {
  if (version > PROGRESS_VERSION) throw new Error(`progress saved by a newer app (v${version})`);
  const data = (persisted ?? {}) as Partial<PersistedProgress>;
  return {
    lessons: data.lessons ?? {},
    attempts: version >= 2 ? (data.attempts ?? {}) : {},
    exam: version >= 3 ? (data.exam ?? null) : null,
    examHistory: version >= 3 ? (data.examHistory ?? []) : [],
  };
}

/**
 * Two copies of the progress as one: every attempt and finished exam of both (they are only added), every
 * section seen in either; a lesson's completion and the exam in progress as `newer` has them.
 */
export function mergeProgress(older: PersistedProgress, newer: PersistedProgress): PersistedProgress {
  const lessons = { ...older.lessons, ...newer.lessons };
  for (const [slug, mine] of Object.entries(older.lessons)) {
    const theirs = newer.lessons[slug];
    if (theirs) lessons[slug] = { ...theirs, seen: [...new Set([...mine.seen, ...theirs.seen])] };
  }
  return {
    lessons,
    attempts: mergeAttempts(older.attempts ?? {}, newer.attempts ?? {}),
    exam: newer.exam ?? null,
    examHistory: mergeExamHistory(older.examHistory ?? [], newer.examHistory ?? []),
  };
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
      (...a) => ({ ...createLessonsSlice(...a), ...createQuizSlice(...a), ...createExamSlice(...a) }),
      {
        name: PROGRESS_KEY,
        version: PROGRESS_VERSION,
        migrate: migrateProgress,
        partialize: (s): PersistedProgress => ({
          lessons: s.lessons,
          attempts: s.attempts,
          exam: s.exam,
          examHistory: s.examHistory,
        }),
        storage: mergingStorage(storage ?? createJSONStorage<PersistedProgress>(() => localStorage)!),
        // Reading another tab's save keeps this tab's own answers too.
        // Nothing saved yet: `persisted` is undefined.
        merge: (persisted, current) =>
          persisted
            ? {
                ...current,
                ...mergeProgress(current, persisted as PersistedProgress),
              }
            : current,
        // Rehydrated on mount by the provider, so server and first client render agree.
        skipHydration: true,
      },
    ),
  );
}

export type ProgressStoreApi = ReturnType<typeof createProgressStore>;
