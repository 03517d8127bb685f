import type { ExerciseCases } from '../../lib/exercises/types';
import c01 from './01-list-all-tools/cases';
import c02 from './02-restart-on-invalid-cursor/cases';
import c03 from './03-honour-cache-hints/cases';
import c04 from './04-classify-outcome/cases';
import c05 from './05-mrtr-retry/cases';
import c06 from './06-reconcile-dropped-booking/cases';
import c07 from './07-check-structured-content/cases';
import c08 from './08-refetch-on-list-changed/cases';
import c09 from './09-cancel-slow-call/cases';
import c10 from './10-progress-tokens/cases';
import c11 from './11-http-call-headers/cases';
import c12 from './12-business-failure-iserror/cases';
import c13 from './13-input-required-request-state/cases';

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
  'check-structured-content': c07,
  'refetch-on-list-changed': c08,
  'cancel-slow-call': c09,
  'progress-tokens': c10,
  'http-call-headers': c11,
  'business-failure-iserror': c12,
  'input-required-request-state': c13,
};
