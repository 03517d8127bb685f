import {
  CASE_TIMEOUT_MS,
  MAX_SOURCE_CHARS,
  readWorkerMessage,
  type SandboxCaseResult,
  type WorkerMessage,
} from './protocol';

export const SANDBOX_URL = '/exercise-sandbox/worker.js';
/** How long the sandbox may take to load (its script is large, and a first visit fetches it). */
const LOAD_TIMEOUT_MS = 30_000;

type Outcome = { kind: 'message'; message: WorkerMessage } | { kind: 'broken'; reason: string } | { kind: 'timeout' };

/** One worker and its messages, read one at a time, each checked (size, then shape). */
function startWorker(url: string) {
  const worker = new Worker(url, { name: 'exercise-sandbox' });
  const queue: Outcome[] = [];
  let wake: (() => void) | null = null;
  const push = (o: Outcome) => {
    queue.push(o);
    wake?.();
  };
  worker.onmessage = (e: MessageEvent<unknown>) => {
    const read = readWorkerMessage(e.data);
    push(read.ok ? { kind: 'message', message: read.message } : { kind: 'broken', reason: read.reason });
  };
  worker.onmessageerror = () => push({ kind: 'broken', reason: 'the sandbox sent a message that could not be read' });
  worker.onerror = (e) => {
    e.preventDefault();
    push({ kind: 'broken', reason: e.message || 'the sandbox stopped with an error' });
  };
  const next = (deadline: number): Promise<Outcome> =>
    new Promise((resolve) => {
      const take = () => {
        const o = queue.shift();
        if (!o) return false;
        clearTimeout(timer);
        wake = null;
        resolve(o);
        return true;
      };
      const timer = setTimeout(
        () => {
          wake = null;
          resolve({ kind: 'timeout' });
        },
        Math.max(0, deadline - performance.now()),
      );
      if (!take()) wake = () => void take();
    });
  return { worker, next };
}

type Sandbox = ReturnType<typeof startWorker>;
let warm: Sandbox | null = null;

/**
 * Starts a worker before the first run (the page calls it once idle), so "Run tests" does not wait for the
 * sandbox's script to load and compile.
 */
export function warmSandbox(url = SANDBOX_URL) {
  warm ??= startWorker(url);
}

/** Stops the waiting worker (the exercise page is left). */
export function coolSandbox() {
  warm?.worker.terminate();
  warm = null;
}

const result = (
  name: string,
  status: SandboxCaseResult['status'],
  message: string,
  durationMs = 0,
): SandboxCaseResult => ({
  name,
  status,
  message,
  trace: [],
  durationMs,
});

/**
 * Runs every case of exercise `id` on `source` in the sandbox worker, one at a time, reporting each result as it
 * comes. A case still running after `timeoutMs` is stopped by terminating its worker (the page never waits on
 * learner code), reported as a timeout, and the next case gets a fresh worker. When the code's top level itself
 * never finishes, every case would loop the same way: the remaining ones are reported without being run.
 */
export async function runInSandbox(opts: {
  id: string;
  source: string;
  /** The exercise's cases chunk (public/exercise-sandbox/cases/ID.js), which the worker does not hold. */
  cases: string;
  caseNames: string[];
  onResult?: (index: number, result: SandboxCaseResult) => void;
  timeoutMs?: number;
  url?: string;
}): Promise<SandboxCaseResult[]> {
  const { id, source, cases, caseNames, onResult, timeoutMs = CASE_TIMEOUT_MS, url = SANDBOX_URL } = opts;
  const results: SandboxCaseResult[] = [];
  const report = (i: number, r: SandboxCaseResult) => {
    results[i] = r;
    onResult?.(i, r);
  };
  if (source.length > MAX_SOURCE_CHARS) {
    caseNames.forEach((n, i) =>
      report(i, result(n, 'error', `The code is longer than ${MAX_SOURCE_CHARS / 1024} K characters.`)),
    );
    return results;
  }
  let sandbox: Sandbox | null = null;
  let topLevelHangs = false;
  for (const [i, name] of caseNames.entries()) {
    if (topLevelHangs) {
      report(i, result(name, 'timeout', 'Not run: the code’s top level did not finish for the case before.'));
      continue;
    }
    if (!sandbox) {
      sandbox = warm ?? startWorker(url);
      warm = null;
      const ready = await sandbox.next(performance.now() + LOAD_TIMEOUT_MS);
      if (ready.kind !== 'message' || ready.message.type !== 'ready') {
        sandbox.worker.terminate();
        sandbox = null;
        const why = ready.kind === 'broken' ? ready.reason : 'it did not start in time';
        report(i, result(name, 'error', `The sandbox could not start: ${why}.`));
        continue;
      }
    }
    const started = performance.now();
    const deadline = started + timeoutMs;
    sandbox.worker.postMessage({ type: 'run', id, caseIndex: i, source, cases });
    let evaluated = false;
    let outcome: SandboxCaseResult | null = null;
    while (!outcome) {
      const o = await sandbox.next(deadline);
      const took = performance.now() - started;
      if (o.kind === 'timeout') {
        topLevelHangs = !evaluated;
        const where = evaluated ? 'the case' : 'the code’s top level';
        outcome = result(
          name,
          'timeout',
          `Stopped after ${timeoutMs / 1000} s: ${where} did not finish (an endless loop?).`,
          took,
        );
      } else if (o.kind === 'broken') outcome = result(name, 'error', `The sandbox failed: ${o.reason}.`, took);
      else if (o.message.type === 'evaluated') evaluated = true;
      else if (o.message.type === 'result') outcome = { ...o.message.result, name };
    }
    if (outcome.status === 'timeout' || outcome.message.startsWith('The sandbox failed')) {
      sandbox.worker.terminate();
      sandbox = null;
    }
    report(i, outcome);
  }
  sandbox?.worker.terminate();
  return results;
}
