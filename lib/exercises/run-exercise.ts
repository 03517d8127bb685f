import { exerciseCases } from '../../content/exercises/all-cases';
import { compileLearnerCode } from './compile';
import { evaluateLearnerModule, LearnerModuleError } from './evaluate';
import { runCase, type RunCaseOptions } from './run-case';
import type { CaseResult, ExerciseCases } from './types';

/** One exercise's cases by id, or a clear error naming the ids that exist. */
export function casesFor(id: string): ExerciseCases {
  const cases = exerciseCases[id];
  if (!cases) throw new RangeError(`no exercise "${id}" (known: ${Object.keys(exerciseCases).join(', ')})`);
  return cases;
}

/** Every case marked 'error' with one message: the module could not be compiled or loaded. */
const allError = (cases: ExerciseCases, message: string): CaseResult[] =>
  cases.cases.map((c) => ({ name: c.name, status: 'error', message, trace: [], durationMs: 0 }));

/** Compiles and loads the learner's module once, or says why it cannot be run. */
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

/**
 * Compile, then every case in order, each against its own fresh lab server and with a freshly loaded module,
 * so state the learner keeps at module level cannot carry one case's answers into the next.
 */
export async function runExerciseSource(id: string, source: string, opts: RunCaseOptions = {}): Promise<CaseResult[]> {
  const cases = casesFor(id);
  const results: CaseResult[] = [];
  for (let i = 0; i < cases.cases.length; i++) {
    const loaded = loadLearner(cases, source);
    if (!loaded.ok) return allError(cases, loaded.message);
    results.push(await runCase(cases, i, loaded.learner, opts));
  }
  return results;
}
