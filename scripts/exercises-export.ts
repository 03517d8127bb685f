/**
 * Writes every code exercise as a JSON array: `{ id, kind, title, lesson, claims, cases, solution, wrong }`,
 * where `cases` are the hidden cases' names and `solution` and each `wrong` entry are full editor contents.
 * Usage: tsx scripts/exercises-export.ts --out FILE [--content DIR]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exerciseCases } from '../content/exercises/all-cases';
import { ContentError } from '../lib/content/errors';
import { loadExerciseSources } from '../lib/content/exercises';

const { values } = parseArgs({
  options: { out: { type: 'string' }, content: { type: 'string', default: 'content' } },
});

function main() {
  if (!values.out) throw new Error('usage: npm run exercises:export -- --out FILE');
  const exported = loadExerciseSources(path.resolve(values.content)).map((e) => {
    const cases = exerciseCases[e.id];
    if (!cases) throw new ContentError(e.dir, `  content/exercises/all-cases.ts does not list "${e.id}"`);
    return {
      id: e.id,
      kind: e.kind,
      title: e.title,
      lesson: e.lesson,
      claims: e.claims,
      cases: cases.cases.map((c) => c.name),
      solution: e.solution,
      wrong: e.wrongCode.map((w) => w.code),
    };
  });
  writeFileSync(values.out, `${JSON.stringify(exported, null, 2)}\n`);
  console.log(`exercises: ${exported.length} written to ${values.out}`);
}

try {
  main();
} catch (err) {
  if (err instanceof ContentError) console.error(`exercise export failed in ${err.file}\n${err.detail}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
