import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sectionHref } from '../exercises/define-cases';
import type { ExerciseCases } from '../exercises/types';
import { compileMdx } from './compile';
import { ContentError } from './errors';
import type { BuiltExercise } from './exercise-schema';
import { checkExerciseRefs, loadExerciseSources, strayCaseIds, type ExerciseSource } from './exercises';
import type { Lesson } from './types';

type AllCases = Readonly<Record<string, ExerciseCases>>;

/** The lesson folder a built lesson came from: `lessons/01-paging-tools-list/index.mdx` → `01-paging-tools-list`. */
const folderOf = (lesson: Lesson) => lesson.file.split(/[\\/]/)[1];

/** Each rule's link must land on a real heading: the id rehype-slug gave it, not just a similar text. */
function ruleLinkProblems(cases: ExerciseCases, byFolder: ReadonlyMap<string, Lesson>): string[] {
  const problems: string[] = [];
  for (const [key, rule] of Object.entries(cases.rules)) {
    const folder = rule.lesson ?? cases.lesson;
    const lesson = byFolder.get(folder);
    const heading = lesson?.headings.find((h) => h.depth === 2 && h.text === rule.section);
    if (!lesson || !heading) continue; // reported by checkExerciseRefs
    const actual = `/lessons/${lesson.slug}#${heading.anchor}`;
    if (sectionHref(folder, rule.section) !== actual)
      problems.push(`cases.ts: rule "${key}" links to ${sectionHref(folder, rule.section)}, but the heading is at ${actual}`);
  }
  return problems;
}

async function buildOne(
  source: ExerciseSource,
  cases: ExerciseCases,
  byFolder: ReadonlyMap<string, Lesson>,
): Promise<BuiltExercise> {
  const promptFile = path.join(source.dir, 'prompt.mdx');
  let compiled;
  try {
    compiled = await compileMdx(readFileSync(promptFile, 'utf8'), source.dir);
  } catch (err) {
    throw new ContentError(promptFile, `  MDX does not compile: ${(err as Error).message}`);
  }
  if (compiled.collected.problems.length)
    throw new ContentError(promptFile, compiled.collected.problems.map((p) => `  ${p}`).join('\n'));
  // The exercise page renders prompts without the lesson's client components (components/mdx/prompt-content.tsx).
  if (compiled.collected.labPresets.length || compiled.collected.questions.length)
    throw new ContentError(promptFile, '  a prompt has no <Lab> and no quiz fence: they belong in the lesson');
  if (Object.keys(compiled.frontmatter).length)
    throw new ContentError(promptFile, '  a prompt has no frontmatter: its metadata lives in exercise.yaml');
  const lesson = byFolder.get(source.lesson);
  const heading = lesson?.headings.find((h) => h.depth === 2 && h.text === source.section);
  return {
    id: source.id,
    kind: source.kind,
    title: source.title,
    lesson: source.lesson,
    section: source.section,
    sectionHref: lesson && heading ? `/lessons/${lesson.slug}#${heading.anchor}` : sectionHref(source.lesson, source.section),
    claims: source.claims,
    specRefs: source.specRefs,
    hints: source.hints,
    entry: source.entry,
    starter: source.starter,
    solution: source.solution,
    wrong: source.wrongCode,
    caseNames: cases.cases.map((c) => c.name),
    prompt: compiled.code,
  };
}

/**
 * Reads, checks and compiles every exercise folder against the built lessons and the claims register.
 * `allCases` defaults to content/exercises/all-cases.ts (loaded only when there are exercises to build).
 */
export async function buildExercises(
  contentDir: string,
  lessons: readonly Lesson[],
  claimIds: ReadonlySet<string>,
  allCases?: AllCases,
): Promise<BuiltExercise[]> {
  const sources = loadExerciseSources(contentDir);
  if (sources.length === 0 && !allCases) return [];
  const cases = allCases ?? (await import('../../content/exercises/all-cases')).exerciseCases;
  const stray = strayCaseIds(sources, cases);
  if (stray.length) {
    throw new ContentError(
      path.join(contentDir, 'exercises', 'all-cases.ts'),
      `  lists exercises with no folder: ${stray.join(', ')}`,
    );
  }
  const byFolder = new Map(lessons.map((l) => [folderOf(l), l]));
  const lessonHeadings = new Map(
    lessons.map((l) => [folderOf(l), new Set(l.headings.filter((h) => h.depth === 2).map((h) => h.text))]),
  );
  const built: BuiltExercise[] = [];
  for (const source of sources) {
    const problems = checkExerciseRefs(source, { claimIds, lessonHeadings }, cases);
    const own = cases[source.id];
    if (own) problems.push(...ruleLinkProblems(own, byFolder));
    if (problems.length)
      throw new ContentError(path.join(source.dir, 'exercise.yaml'), problems.map((p) => `  ${p}`).join('\n'));
    built.push(await buildOne(source, cases[source.id], byFolder));
  }
  return built;
}
