/**
 * Runs every exercise in Node with the same runner the sandbox uses, against the real lab server: each
 * reference solution must pass every case, and each wrong solution must fail a case with its expected message.
 * Prints one table; exits non-zero on any deviation (or a content problem in an exercise folder).
 * Usage: tsx scripts/exercises-check.ts [--content DIR] [--only ID]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exerciseCases } from '../content/exercises/all-cases';
import { loadClaims } from '../lib/content/claims';
import { ContentError } from '../lib/content/errors';
import { checkExerciseRefs, loadExerciseSources, strayCaseIds } from '../lib/content/exercises';
import { lessonHeadingsFromSource } from '../lib/content/exercise-lessons';
import { verifyExercise, type Verdict } from '../lib/exercises/verify';

const { values } = parseArgs({
  options: { content: { type: 'string', default: 'content' }, only: { type: 'string' } },
});

const firstProblem = (results: Verdict['solution']['results']) => results.find((r) => r.status !== 'passed');

async function main() {
  const started = performance.now();
  const contentDir = path.resolve(values.content);
  const sources = loadExerciseSources(contentDir).filter((s) => !values.only || s.id === values.only);
  const refs = {
    claimIds: new Set(loadClaims(contentDir).map((c) => c.id)),
    lessonHeadings: lessonHeadingsFromSource(contentDir),
  };
  const stray = strayCaseIds(loadExerciseSources(contentDir), exerciseCases);
  if (stray.length)
    throw new ContentError('content/exercises/all-cases.ts', `  lists ids with no folder: ${stray.join(', ')}`);
  let deviations = 0;
  const lines: string[] = [];
  for (const source of sources) {
    const problems = checkExerciseRefs(source, refs, exerciseCases);
    if (problems.length)
      throw new ContentError(path.join(source.dir, 'exercise.yaml'), problems.map((p) => `  ${p}`).join('\n'));
    const verdict = await verifyExercise({ id: source.id, solution: source.solution, wrong: source.wrongCode });
    const cases = verdict.solution.results.length;
    const bad = firstProblem(verdict.solution.results);
    lines.push(
      `${verdict.solution.ok ? 'ok  ' : 'FAIL'} ${source.id.padEnd(28)} solution passes ${cases - verdict.solution.results.filter((r) => r.status !== 'passed').length}/${cases}` +
        (bad ? `\n       ${bad.name}: ${bad.status}: ${bad.message}` : ''),
    );
    if (!verdict.solution.ok) deviations++;
    for (const w of verdict.wrong) {
      if (!w.ok) deviations++;
      const got = w.results.filter((r) => r.status !== 'passed').map((r) => `${r.name}: ${r.status}: ${r.message}`);
      lines.push(
        `${w.ok ? 'ok  ' : 'FAIL'} ${''.padEnd(28)} ${w.file} ${w.ok ? `fails "${w.matched}" with` : 'does not fail with'} "${w.expect}"` +
          (w.ok
            ? ''
            : `\n       expected a failure containing: ${w.expect}\n       got: ${got.join('\n            ') || 'every case passed'}`),
      );
    }
  }
  console.log(lines.join('\n'));
  const ms = Math.round(performance.now() - started);
  console.log(
    `exercises: ${sources.length} checked, ${deviations} deviation${deviations === 1 ? '' : 's'} in ${ms} ms`,
  );
  if (deviations > 0) process.exit(1);
}

main().catch((err: unknown) => {
  if (err instanceof ContentError)
    console.error(`exercise check failed in ${path.relative(process.cwd(), err.file)}\n${err.detail}`);
  else console.error(err);
  process.exit(1);
});
