import { runExerciseSource } from './run-exercise';
import type { RunCaseOptions } from './run-case';
import type { CaseResult } from './types';

/** How one exercise fared: the reference must pass everything, each wrong solution must fail as expected. */
export interface Verdict {
  id: string;
  solution: { ok: boolean; results: CaseResult[] };
  wrong: { file: string; expect: string; ok: boolean; matched?: string; results: CaseResult[] }[];
}

export interface VerifyInput {
  id: string;
  solution: string;
  wrong: { file: string; code: string; expect: string }[];
}

/** Runs the reference and every wrong solution through the same runner a learner's code goes through. */
export async function verifyExercise(input: VerifyInput, opts: RunCaseOptions = {}): Promise<Verdict> {
  const solution = await runExerciseSource(input.id, input.solution, opts);
  const wrong: Verdict['wrong'] = [];
  for (const w of input.wrong) {
    const results = await runExerciseSource(input.id, w.code, opts);
    const hit = results.find((r) => r.status !== 'passed' && r.message.includes(w.expect));
    wrong.push({ file: w.file, expect: w.expect, ok: hit !== undefined, matched: hit?.name, results });
  }
  return { id: input.id, solution: { ok: solution.every((r) => r.status === 'passed'), results: solution }, wrong };
}
