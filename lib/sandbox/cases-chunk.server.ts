import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One exercise's cases chunk, as scripts/build-exercise-sandbox.ts wrote it: the exercise page hands it to the
 * sandbox worker with each run, so the worker's script carries no exercise's cases. Read while the page is
 * prerendered (the sandbox is built before the pages).
 */
export function readCasesChunk(id: string): string {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new Error(`not an exercise id: ${id}`);
  return readFileSync(path.join(process.cwd(), 'public', 'exercise-sandbox', 'cases', `${id}.js`), 'utf8');
}
