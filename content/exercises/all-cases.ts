import type { ExerciseCases } from '../../lib/exercises/types';
import c01 from './01-list-all-tools/cases';

/**
 * Every exercise's hidden cases, by exercise id. Imported explicitly (no directory scan), so the same
 * module works in Node and inside the sandbox worker's bundle; the content build checks it lists every folder.
 */
export const exerciseCases: Record<string, ExerciseCases> = {
  'list-all-tools': c01,
};
