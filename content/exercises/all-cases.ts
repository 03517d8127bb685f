import type { ExerciseCases } from '../../lib/exercises/types';
import c01 from './01-list-all-tools/cases';
import c02 from './02-restart-on-invalid-cursor/cases';
import c03 from './03-honour-cache-hints/cases';
import c04 from './04-classify-outcome/cases';
import c05 from './05-mrtr-retry/cases';
import c06 from './06-reconcile-dropped-booking/cases';

/**
 * Every exercise's hidden cases, by exercise id. Imported explicitly (no directory scan), so the same
 * module works in Node and inside the sandbox worker's bundle; the content build checks it lists every folder.
 */
export const exerciseCases: Record<string, ExerciseCases> = {
  'list-all-tools': c01,
  'restart-on-invalid-cursor': c02,
  'honour-cache-hints': c03,
  'classify-outcome': c04,
  'mrtr-retry': c05,
  'reconcile-dropped-booking': c06,
};
