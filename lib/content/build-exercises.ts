import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exerciseCases } from '../../content/exercises/all-cases';
import { compileMdx } from './compile';
import { ContentError } from './errors';
import { lessonHeadingsFromSource } from './exercise-lessons';
import type { BuiltExercise } from './exercise-schema';
import { checkExerciseRefs, loadExerciseSources, sectionHref, strayCaseIds } from './exercises';

/**
 * The content build's exercises (`exercises` in .content/content.json): each folder of content/exercises/
 * checked against the claims, its lesson and all-cases.ts, its prompt compiled like a lesson, and the names of
 * its hidden cases (the page lists results under them; the cases themselves run only in the sandbox).
 */
export async function buildExercises(contentDir: string, claimIds: ReadonlySet<string>): Promise<BuiltExercise[]> {
  const sources = loadExerciseSources(contentDir);
  const refs = { claimIds, lessonHeadings: lessonHeadingsFromSource(contentDir) };
  const stray = strayCaseIds(sources, exerciseCases);
  if (stray.length)
    throw new ContentError(path.join(contentDir, 'exercises', 'all-cases.ts'), `  no folder for: ${stray.join(', ')}`);
  return Promise.all(
    [...sources].sort((a, b) => a.order - b.order).map(async (e): Promise<BuiltExercise> => {
      const problems = checkExerciseRefs(e, refs, exerciseCases);
      if (problems.length) throw new ContentError(e.dir, problems.map((p) => `  ${p}`).join('\n'));
      const promptFile = path.join(e.dir, 'prompt.mdx');
      let prompt: string;
      try {
        prompt = (await compileMdx(readFileSync(promptFile, 'utf8'), e.dir)).code;
      } catch (err) {
        throw new ContentError(promptFile, `  MDX does not compile: ${(err as Error).message}`);
      }
      return {
        id: e.id,
        kind: e.kind,
        title: e.title,
        lesson: e.lesson,
        section: e.section,
        sectionHref: sectionHref(e.lesson, e.section),
        claims: e.claims,
        specRefs: e.specRefs,
        hints: e.hints,
        entry: e.entry,
        starter: e.starter,
        solution: e.solution,
        wrong: e.wrongCode,
        caseNames: exerciseCases[e.id].cases.map((c) => c.name),
        prompt,
      };
    }),
  );
}
