import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SANDBOX_PREFIX } from '@/lib/csp/sandbox-policy';

const dir = () => path.join(process.cwd(), 'public', 'exercise-sandbox');

/**
 * One exercise's sandbox as scripts/build-exercise-sandbox.ts wrote it: its cases chunk, which the exercise page
 * hands the worker with each run (the worker's script carries no exercise's cases), and the URL of the worker
 * it runs in (worker-http.js for cases that serve MCP over HTTP, sandboxes.json says). Read while the page is
 * prerendered (the sandbox is built before the pages).
 */
export function readSandbox(id: string): { cases: string; url: string } {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new Error(`not an exercise id: ${id}`);
  const workers = JSON.parse(readFileSync(path.join(dir(), 'sandboxes.json'), 'utf8')) as Record<string, unknown>;
  const worker = workers[id];
  if (worker !== 'worker.js' && worker !== 'worker-http.js') throw new Error(`no sandbox for exercise ${id}`);
  return { cases: readFileSync(path.join(dir(), 'cases', `${id}.js`), 'utf8'), url: `${SANDBOX_PREFIX}${worker}` };
}
