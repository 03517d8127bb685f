import { compileLearnerCode } from './compile';
import { evaluateLearnerModule, LearnerModuleError } from './evaluate';
import type { ExerciseCases } from './types';

/**
 * Compiles and loads the learner's module once, or says why it cannot be run. A module of its own (not in
 * run-exercise.ts, which imports every exercise's cases), so the sandbox worker can use it without them.
 */
export function loadLearner(
  cases: ExerciseCases,
  source: string,
): { ok: true; learner: Record<string, unknown> } | { ok: false; message: string } {
  const compiled = compileLearnerCode(source);
  if (!compiled.ok) return { ok: false, message: compiled.message };
  try {
    return { ok: true, learner: evaluateLearnerModule(compiled.js, cases.entry) };
  } catch (err) {
    if (err instanceof LearnerModuleError) return { ok: false, message: err.message };
    throw err;
  }
}
