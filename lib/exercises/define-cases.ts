import { slug } from 'github-slugger';
import type { ExerciseCases } from './types';

/**
 * Declares one exercise's hidden cases. Typed so every `fail(rule, …)` in a check names a rule of this
 * exercise, and each rule names the lesson section that teaches it (the content build checks it exists).
 */
export function defineCases<R extends string>(cases: ExerciseCases<R>): ExerciseCases<R> {
  if (cases.cases.length === 0) throw new Error(`exercise ${cases.entry}: no cases`);
  const names = new Set<string>();
  for (const c of cases.cases) {
    if (names.has(c.name)) throw new Error(`exercise ${cases.entry}: case "${c.name}" is defined twice`);
    names.add(c.name);
  }
  return cases;
}

/** The lesson's route slug: the folder name without its number (`01-paging-tools-list` → `paging-tools-list`). */
export const lessonSlug = (folder: string) => folder.replace(/^\d+-/, '');

/** `/lessons/SLUG#section-id`, with the id rehype-slug gives the section's `##` heading. */
export function sectionHref(lessonFolder: string, section: string): string {
  return `/lessons/${lessonSlug(lessonFolder)}#${slug(section)}`;
}
