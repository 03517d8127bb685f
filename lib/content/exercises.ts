import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExerciseCases } from '../exercises/types';
import { ContentError } from './errors';
import { exerciseYaml, type ExerciseYaml } from './exercise-schema';
import { readYamlFile } from './yaml-file';

const exerciseFolder = /^(\d{2,4})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** One exercise folder, read and checked on its own (no lessons or claims needed yet). */
export interface ExerciseSource extends ExerciseYaml {
  folder: string;
  dir: string;
  order: number;
  starter: string;
  solution: string;
  wrongCode: { file: string; code: string; expect: string; mistake: string }[];
}

function readSource(dir: string, name: string): string {
  const file = path.join(dir, name);
  if (!existsSync(file)) throw new ContentError(file, `  missing: an exercise folder needs ${name}`);
  return readFileSync(file, 'utf8');
}

const exportsEntry = (code: string, entry: string) =>
  new RegExp(`export\\s+(?:async\\s+)?function\\s+${entry.replace(/\$/g, '\\$')}\\b`).test(code);

function loadOne(root: string, folder: string): ExerciseSource {
  const dir = path.join(root, folder);
  const match = exerciseFolder.exec(folder);
  if (!match) throw new ContentError(dir, '  exercise folders are named NN-slug (two to four digits, kebab-case)');
  const yamlFile = path.join(dir, 'exercise.yaml');
  if (!existsSync(yamlFile)) throw new ContentError(yamlFile, '  missing: an exercise folder needs exercise.yaml');
  const meta = readYamlFile(yamlFile, exerciseYaml);
  if (meta.id !== match[2]) throw new ContentError(yamlFile, `  id "${meta.id}" differs from the folder's slug "${match[2]}"`);
  readSource(dir, 'prompt.mdx');
  readSource(dir, 'cases.ts');
  const starter = readSource(dir, 'starter.ts');
  const solution = readSource(dir, 'solution.ts');
  const wrongCode = meta.wrong.map((w) => ({ ...w, code: readSource(dir, w.file) }));
  for (const [name, code] of [['starter.ts', starter], ['solution.ts', solution], ...wrongCode.map((w) => [w.file, w.code])]) {
    if (!exportsEntry(code, meta.entry))
      throw new ContentError(path.join(dir, name), `  must export function ${meta.entry} (the entry in exercise.yaml)`);
  }
  return { ...meta, folder, dir, order: Number(match[1]), starter, solution, wrongCode };
}

/** Every folder of content/exercises (none is fine), in order; a problem is a ContentError naming its file. */
export function loadExerciseSources(contentDir: string): ExerciseSource[] {
  const root = path.join(contentDir, 'exercises');
  if (!existsSync(root)) return [];
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort();
  const all = folders.map((f) => loadOne(root, f));
  const ids = new Set<string>();
  for (const e of all) {
    if (ids.has(e.id)) throw new ContentError(e.dir, `  exercise id "${e.id}" is used twice`);
    ids.add(e.id);
  }
  return all;
}

/** What the references are checked against: claim ids, and each lesson folder's `##` headings. */
export interface ExerciseRefs {
  claimIds: ReadonlySet<string>;
  lessonHeadings: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Checks what an exercise points at: its claims, its lesson and section, and that all-cases.ts holds
 * exactly its cases (same kind and entry), with every rule's section a heading of the lesson it names.
 */
export function checkExerciseRefs(
  e: ExerciseSource,
  refs: ExerciseRefs,
  allCases: Readonly<Record<string, ExerciseCases>>,
): string[] {
  const problems: string[] = [];
  for (const c of e.claims) if (!refs.claimIds.has(c)) problems.push(`claims: unknown claim ${c}`);
  const headings = refs.lessonHeadings.get(e.lesson);
  if (!headings) problems.push(`lesson: no lesson folder ${e.lesson}`);
  else if (!headings.has(e.section)) problems.push(`section: no "## ${e.section}" heading in ${e.lesson}`);
  const cases = allCases[e.id];
  if (!cases) {
    problems.push(`content/exercises/all-cases.ts does not list "${e.id}"`);
    return problems;
  }
  if (cases.kind !== e.kind) problems.push(`cases.ts says kind ${cases.kind}, exercise.yaml says ${e.kind}`);
  if (cases.entry !== e.entry) problems.push(`cases.ts says entry ${cases.entry}, exercise.yaml says ${e.entry}`);
  for (const [key, rule] of Object.entries(cases.rules)) {
    const lesson = rule.lesson ?? cases.lesson;
    const ruleHeadings = refs.lessonHeadings.get(lesson);
    if (!ruleHeadings) problems.push(`cases.ts: rule "${key}" names lesson ${lesson}, which does not exist`);
    else if (!ruleHeadings.has(rule.section))
      problems.push(`cases.ts: rule "${key}" names section "${rule.section}", not a heading of ${lesson}`);
  }
  if (cases.cases.length < 3) problems.push(`cases.ts: ${cases.cases.length} cases; an exercise needs at least 3`);
  return problems;
}

/** all-cases.ts must list every folder and nothing else. */
export function strayCaseIds(sources: readonly ExerciseSource[], allCases: Readonly<Record<string, unknown>>): string[] {
  const ids = new Set(sources.map((s) => s.id));
  return Object.keys(allCases).filter((id) => !ids.has(id));
}

