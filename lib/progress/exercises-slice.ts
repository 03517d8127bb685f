import type { StateCreator } from 'zustand';
import type { ExerciseProgress, ExercisesSlice, ProgressStore } from './types';

export type { ExerciseProgress, ExerciseRun, ExercisesSlice } from './types';

export const MAX_RUNS = 100;
export const MAX_CODE_CHARS = 64 * 1024;

const runId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export const createExercisesSlice: StateCreator<ProgressStore, [], [], ExercisesSlice> = (set) => ({
  exercises: {},
  recordExerciseRun: (exerciseId, { passed, failed, code, at = Date.now() }) =>
    set((s) => {
      const current = s.exercises[exerciseId] ?? { runs: [] };
      const runs = [...current.runs, { id: runId(), at, passed, failed }].slice(-MAX_RUNS);
      const passes = failed === 0 && passed > 0 && code.length <= MAX_CODE_CHARS;
      const next: ExerciseProgress = passes ? { runs, passing: { code, at } } : { ...current, runs };
      return { exercises: { ...s.exercises, [exerciseId]: next } };
    }),
});

/** Both copies' runs, each once, in time order; the passing code that is newer. */
export function mergeExercises(
  a: Record<string, ExerciseProgress>,
  b: Record<string, ExerciseProgress>,
): Record<string, ExerciseProgress> {
  const out: Record<string, ExerciseProgress> = {};
  for (const id of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const byId = new Map([...(a[id]?.runs ?? []), ...(b[id]?.runs ?? [])].map((r) => [r.id, r]));
    const runs = [...byId.values()].sort((x, y) => x.at - y.at).slice(-MAX_RUNS);
    const [pa, pb] = [a[id]?.passing, b[id]?.passing];
    const passing = pa && pb ? (pb.at >= pa.at ? pb : pa) : (pa ?? pb);
    out[id] = passing ? { runs, passing } : { runs };
  }
  return out;
}

/** What the dashboard and the index show: exercises tried (run at least once) and passed (every case, once). */
export function exerciseCounts(exercises: Record<string, ExerciseProgress>, ids: string[]) {
  const tried = ids.filter((id) => (exercises[id]?.runs.length ?? 0) > 0).length;
  const passed = ids.filter((id) => exercises[id]?.passing).length;
  return { tried, passed, total: ids.length };
}
