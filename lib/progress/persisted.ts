import { mergeExamHistory } from './exam-slice';
import { mergeExercises } from './exercises-slice';
import { mergeAttempts } from './quiz-slice';
import type { PersistedProgress } from './types';

export type { PersistedProgress } from './types';

/** What is saved, its key and its version: shared by the store, the file export and the corrupt-storage check. */
export const PROGRESS_KEY = 'mcpa-lab:progress';
export const PROGRESS_VERSION = 5;

/**
 * Upgrades saved progress from any earlier version, one step per version, each tested from a fixture of the
 * version before (lib/progress/fixtures/).
 *  v1 → v2: quiz attempts arrive; v1 had none.
 *  v2 → v3: exams arrive (one in progress, and the finished ones); v2 had none.
 *  v3 → v4: a lesson may remember which "Check yourself" disclosures are open (`checksOpen`); v3 had none, and
 *  an app that reads only v3 says this one is newer rather than calling it unreadable.
 *  v4 → v5: code exercises arrive (each one's runs and its last passing code); v4 had none.
 */
export function migrateProgress(persisted: unknown, version: number): PersistedProgress {
  if (version > PROGRESS_VERSION) throw new Error(`progress saved by a newer app (v${version})`);
  const data = (persisted ?? {}) as Partial<PersistedProgress>;
  return {
    lessons: data.lessons ?? {},
    attempts: version >= 2 ? (data.attempts ?? {}) : {},
    exam: version >= 3 ? (data.exam ?? null) : null,
    examHistory: version >= 3 ? (data.examHistory ?? []) : [],
    exercises: version >= 5 ? (data.exercises ?? {}) : {},
  };
}

/**
 * Two copies of the progress as one: every attempt and finished exam of both (they are only added), every
 * section seen in either, every exercise run of both and the newer passing code; a lesson's completion, its open "Check yourself" disclosures and the exam in progress
 * as `newer` has them.
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
    exercises: mergeExercises(older.exercises ?? {}, newer.exercises ?? {}),
  };
}
