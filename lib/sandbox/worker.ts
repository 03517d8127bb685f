/**
 * The sandbox: a dedicated Web Worker (bundled by scripts/build-exercise-sandbox.ts into
 * public/exercise-sandbox/worker.js) that runs one exercise case at a time on learner code. It has no DOM;
 * its own CSP (lib/csp/sandbox-policy.ts) refuses every request and script load, and lockDown() takes away
 * storage and the channels to the page's origin before any learner code runs. Its only way out is the
 * reference to postMessage kept here. It holds no exercise's cases: each run request brings its exercise's
 * chunk (lib/sandbox/load-cases.ts), evaluated on the first request, before any learner code has run here.
 */
import { loadLearner } from '@/lib/exercises/load-learner';
import { runCase } from '@/lib/exercises/run-case';
import type { CaseResult, ExerciseCases } from '@/lib/exercises/types';
import { fitResult } from './fit-result';
import { loadCasesChunk } from './load-cases';
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
/** The cases of the exercise this worker serves, by id: loaded once, from its first request. */
const loaded = new Map<string, ExerciseCases>();

function failure(name: string, status: 'error' | 'failed', message: string, started: number): CaseResult {
  return { name, status, message, trace: [], durationMs: performance.now() - started };
}

async function run(request: RunRequest): Promise<CaseResult> {
  const started = performance.now();
  if (!loaded.has(request.id)) {
    // A worker serves one exercise: once learner code has run here, no other chunk is taken.
    if (loaded.size > 0) return failure('case', 'error', 'This sandbox serves another exercise.', started);
    try {
      loaded.set(request.id, loadCasesChunk(request.cases));
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      return failure('case', 'error', `The cases of "${request.id}" could not load: ${why}.`, started);
    }
  }
  const cases = loaded.get(request.id);
  const def = cases?.cases[request.caseIndex];
  if (!cases || !def)
    return failure('unknown case', 'error', `No case ${request.caseIndex} in "${request.id}".`, started);
  if (left.length) return failure(def.name, 'error', `The sandbox could not close: ${left.join(', ')}.`, started);
  // Compiled and loaded afresh for every case, so module-level state cannot carry one case's answers on.
  let learner: ReturnType<typeof loadLearner>;
  try {
    learner = loadLearner(cases, request.source);
  } finally {
    post({ type: 'evaluated' });
  }
  if (!learner.ok) return failure(def.name, 'error', learner.message, started);
  return runCase(cases, request.caseIndex, learner.learner);
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
