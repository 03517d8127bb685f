import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lessonQuestions, repeatedIds } from '../quiz/bank';
import { loadBlueprint } from '../quiz/blueprint';
import type { Question } from '../quiz/schema';
import { hasType, validate } from '../spec/validate';
import { loadClaims, type RegisteredClaim } from './claims';
import type { Collected } from './collect';
import { compileMdx, type Compiled } from './compile';
import { ContentError } from './errors';
import { buildExercises } from './exercise-build';
import type { ExerciseCases } from '../exercises/types';
import { cardFrontmatter, describeIssues, lessonFrontmatter } from './schema';
import type { BuiltContent, Card, CoverageRow, Lesson, PageBase } from './types';

const WORDS_PER_MINUTE = 200;
const lessonFolder = /^(\d{2,4})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** Runs `work` over `items` with at most `limit` at a time, keeping order. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

function examplesProblems(collected: Collected): string[] {
  const problems: string[] = [];
  for (const ex of collected.examples) {
    if (!hasType(ex.rev, ex.type)) {
      problems.push(`line ${ex.line}: the ${ex.rev} schema has no type "${ex.type}"`);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(ex.source);
    } catch (err) {
      problems.push(`line ${ex.line}: example is not JSON: ${(err as Error).message}`);
      continue;
    }
    const errors = validate(ex.rev, ex.type, value);
    if (ex.invalid && errors.length === 0) {
      problems.push(`line ${ex.line}: marked mcp-invalid=${ex.type} but it validates`);
    } else if (!ex.invalid && errors.length > 0) {
      problems.push(`line ${ex.line}: not a valid ${ex.rev} ${ex.type}: ${errors.slice(0, 3).join('; ')}`);
    }
  }
  return problems;
}

async function compileFile(file: string, lesson?: string): Promise<Compiled> {
  try {
    return await compileMdx(readFileSync(file, 'utf8'), path.dirname(file), { lesson });
  } catch (err) {
    throw new ContentError(file, `  MDX does not compile: ${(err as Error).message}`);
  }
}

function pageBase(slug: string, rel: string, compiled: Compiled): PageBase {
  const { collected } = compiled;
  return {
    slug,
    file: rel,
    code: compiled.code,
    headings: collected.headings,
    readingMinutes: Math.max(1, Math.round(collected.words / WORDS_PER_MINUTE)),
    examples: collected.examples,
    labPresets: collected.labPresets,
    searchSections: collected.sections,
  };
}

interface LessonBuild {
  lesson: Lesson;
  questions: Question[];
}

async function buildLesson(
  contentDir: string,
  folder: string,
  claimIds: Set<string>,
  topics: ReadonlySet<string>,
): Promise<LessonBuild> {
  const file = path.join(contentDir, 'lessons', folder, 'index.mdx');
  const match = lessonFolder.exec(folder);
  if (!match) throw new ContentError(file, '  lesson folders are named NN-slug (two to four digits, kebab-case)');
  if (!existsSync(file)) throw new ContentError(file, '  a lesson folder needs an index.mdx');
  const compiled = await compileFile(file, match[2]);
  const fm = lessonFrontmatter.safeParse(compiled.frontmatter);
  if (!fm.success) throw new ContentError(file, `  frontmatter:\n${describeIssues(fm.error)}`);

  const { collected } = compiled;
  const problems = [...collected.problems, ...examplesProblems(collected)];
  const h2 = new Set(collected.headings.filter((h) => h.depth === 2).map((h) => h.text));
  for (const s of fm.data.sections) {
    if (!h2.has(s.heading)) problems.push(`sections: no "## ${s.heading}" heading in the body`);
    for (const id of s.claims) if (!claimIds.has(id)) problems.push(`sections: "${s.heading}" names unknown claim ${id}`);
  }
  if (!collected.examples.some((e) => !e.invalid)) problems.push('needs at least one ```json mcp=TYPE example');
  if (collected.specRefs === 0) problems.push('needs at least one <SpecRef>');
  const quiz = lessonQuestions(collected.questions, {
    lesson: match[2],
    file: path.relative(contentDir, file),
    lessonClaims: new Set(fm.data.sections.flatMap((s) => s.claims)),
    claimIds,
    topics,
  });
  problems.push(...quiz.problems);
  if (problems.length) throw new ContentError(file, problems.map((p) => `  ${p}`).join('\n'));

  const lesson = {
    ...pageBase(match[2], path.relative(contentDir, file), compiled),
    ...fm.data,
    order: Number(match[1]),
    slides: compiled.slides,
  };
  return { lesson, questions: quiz.questions };
}

async function buildCard(contentDir: string, name: string): Promise<Card> {
  const file = path.join(contentDir, 'cards', name);
  const compiled = await compileFile(file);
  const fm = cardFrontmatter.safeParse(compiled.frontmatter);
  if (!fm.success) throw new ContentError(file, `  frontmatter:\n${describeIssues(fm.error)}`);
  const problems = [...compiled.collected.problems, ...examplesProblems(compiled.collected)];
  if (problems.length) throw new ContentError(file, problems.map((p) => `  ${p}`).join('\n'));
  return { ...pageBase(name.replace(/\.mdx$/, ''), path.relative(contentDir, file), compiled), ...fm.data };
}

export function coverageOf(claims: RegisteredClaim[], lessons: Lesson[], questions: Question[] = []): CoverageRow[] {
  return claims.map((claim) => ({
    claim,
    taughtIn: lessons.flatMap((l) =>
      l.sections.filter((s) => s.claims.includes(claim.id)).map((s) => ({ lesson: l.slug, heading: s.heading })),
    ),
    questions: questions.filter((q) => q.claims.includes(claim.id)).map((q) => q.id),
  }));
}

function listDir(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/**
 * Compiles and checks every lesson and card; throws a ContentError naming the file at the first problem.
 * Coverage is returned, not enforced, so the caller can print the whole table before failing on gaps.
 */
export async function buildContent(
  contentDir: string,
  options: { concurrency?: number; exerciseCases?: Readonly<Record<string, ExerciseCases>> } = {},
): Promise<BuiltContent> {
  const claims = loadClaims(contentDir);
  const claimIds = new Set(claims.map((c) => c.id));
  const blueprint = loadBlueprint(contentDir);
  const topics = new Set(blueprint.topics.map((t) => t.id));
  const limit = options.concurrency ?? 8;
  const folders = listDir(path.join(contentDir, 'lessons')).filter((f) => !f.startsWith('.'));
  const built = await pool(folders, limit, (f) => buildLesson(contentDir, f, claimIds, topics));
  const lessons = built.map((b) => b.lesson);
  const questions = built.flatMap((b) => b.questions);
  const repeated = repeatedIds(questions);
  if (repeated.length) throw new ContentError(path.join(contentDir, 'lessons'), repeated.map((p) => `  ${p}`).join('\n'));
  const cardFiles = listDir(path.join(contentDir, 'cards')).filter((f) => f.endsWith('.mdx'));
  const cards = await pool(cardFiles, limit, (f) => buildCard(contentDir, f));

  const orders = new Set<number>();
  for (const l of lessons) {
    if (orders.has(l.order)) throw new ContentError(path.join(contentDir, l.file), `  lesson number ${l.order} is used twice`);
    orders.add(l.order);
  }
  const coverage = coverageOf(claims, lessons, questions);
  const exercises = await buildExercises(contentDir, lessons, claimIds, options.exerciseCases);
  return { lessons, cards, claims, coverage, questions, blueprint, exercises };
}

export function untaughtClaims(coverage: CoverageRow[]): RegisteredClaim[] {
  return coverage.filter((row) => row.taughtIn.length === 0).map((row) => row.claim);
}

/** Every claim is asked about at least this often, so a learner meets it twice in practice. */
export const QUESTIONS_PER_CLAIM = 2;

export function underQuestionedClaims(coverage: CoverageRow[]): RegisteredClaim[] {
  return coverage.filter((row) => row.questions.length < QUESTIONS_PER_CLAIM).map((row) => row.claim);
}
