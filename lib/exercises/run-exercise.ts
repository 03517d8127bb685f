import { exerciseCases } from '../../content/exercises/all-cases';
import { loadLearner } from './load-learner';
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
