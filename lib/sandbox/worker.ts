/**
 * The sandbox: a dedicated Web Worker (bundled by scripts/build-exercise-sandbox.ts into
 * public/exercise-sandbox/worker.js) that runs one exercise case at a time on learner code. It has no DOM;
 * its own CSP (lib/csp/sandbox-policy.ts) refuses every request and script load, and lockDown() takes away
 * storage and the channels to the page's origin before any learner code runs. Its only way out is the
 * reference to postMessage kept here.
 */
import { exerciseCases } from '@/content/exercises/all-cases';
import { runCase } from '@/lib/exercises/run-case';
import { loadLearner } from '@/lib/exercises/run-exercise';
import type { CaseResult } from '@/lib/exercises/types';
import { fitResult } from './fit-result';
import { lockDown } from './lockdown';
import { runRequestSchema, type RunRequest } from './protocol';

// The worker's global, as far as this file uses it (the project's types are the DOM's, not the worker's).
declare const self: {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

/** What the worker sends (lib/sandbox/protocol.ts checks it on the page). */
type Outgoing = { type: 'ready' } | { type: 'evaluated' } | { type: 'result'; result: CaseResult };

const post = self.postMessage.bind(self) as (message: Outgoing) => void;
const addListener = self.addEventListener.bind(self);
const left = lockDown(self);

function failure(name: string, status: 'error' | 'failed', message: string, started: number): CaseResult {
  return { name, status, message, trace: [], durationMs: performance.now() - started };
}

async function run(request: RunRequest): Promise<CaseResult> {
  const started = performance.now();
  const cases = Object.hasOwn(exerciseCases, request.id) ? exerciseCases[request.id] : undefined;
  const def = cases?.cases[request.caseIndex];
  if (!cases || !def)
    return failure('unknown case', 'error', `No case ${request.caseIndex} in "${request.id}".`, started);
  if (left.length) return failure(def.name, 'error', `The sandbox could not close: ${left.join(', ')}.`, started);
  // Compiled and loaded afresh for every case, so module-level state cannot carry one case's answers on.
  let loaded: ReturnType<typeof loadLearner>;
  try {
    loaded = loadLearner(cases, request.source);
  } finally {
    post({ type: 'evaluated' });
  }
  if (!loaded.ok) return failure(def.name, 'error', loaded.message, started);
  return runCase(cases, request.caseIndex, loaded.learner);
}

addListener('message', (event: MessageEvent<unknown>) => {
  const request = runRequestSchema.safeParse(event.data);
  if (!request.success) return;
  run(request.data).then(
    (result) => post({ type: 'result', result: fitResult(result) }),
    (err: unknown) =>
      post({
        type: 'result',
        result: fitResult(failure('case', 'error', err instanceof Error ? err.message : String(err), 0)),
      }),
  );
});

post({ type: 'ready' });
