import { FakeClock } from './clock';
import { connectToLab } from './connect';
import { sectionHref } from './define-cases';
import type { CaseDef, CaseResult, CaseRule, ExerciseCases, Failure, LearnerFn } from './types';
import { Wire } from './wire';
import type { LabServer } from '../mcp/server/lab-server';

export interface RunCaseOptions {
  /** How long the learner's code may take before the case counts as a timeout (default 2000 ms). */
  timeoutMs?: number;
}

/** More requests than any exercise needs: past it the lab hangs up, so a runaway loop ends quickly. */
export const REQUEST_BUDGET = 200;

const TIMED_OUT = Symbol('timed out');

const messageOf = (err: unknown) => (err instanceof Error ? err.message || err.name : String(err));

interface Judged {
  message: string;
  rule?: CaseRule;
}

/** Runs the case's check; a failure reads "wire fact — rule". */
function judge(cases: ExerciseCases, def: CaseDef, wire: Wire, lab: LabServer, value: unknown, finished: boolean) {
  const fail = (rule: string, fact: string): Failure => ({ rule, fact });
  let failure: Failure | undefined;
  try {
    failure = def.check({ value, finished, wire, lab, fail });
  } catch (err) {
    if (finished) throw err;
    return undefined; // a check written for a finished run has nothing to add about an unfinished one
  }
  if (!failure) return undefined;
  const rule = cases.rules[failure.rule];
  if (!rule) throw new Error(`case "${def.name}" failed with unknown rule "${failure.rule}"`);
  return {
    message: `${failure.fact} — ${rule.text}`,
    rule: { text: rule.text, href: sectionHref(rule.lesson ?? cases.lesson, rule.section) },
  } satisfies Judged;
}

/**
 * Runs one hidden case: a fresh lab server with the case's setup and faults, the real client connected to
 * it, the learner's function called, then the check over the return value and the recorded wire. When the
 * code throws or hangs, the wire is still judged, so the message can say what went wrong on it.
 */
export async function runCase(
  cases: ExerciseCases,
  index: number,
  learner: Record<string, unknown>,
  opts: RunCaseOptions = {},
): Promise<CaseResult> {
  const def = cases.cases[index];
  if (!def) throw new RangeError(`no case ${index} (there are ${cases.cases.length})`);
  const started = performance.now();
  const timeoutMs = opts.timeoutMs ?? 2000;
  const entry = learner[cases.entry];
  const done = (r: Omit<CaseResult, 'name' | 'durationMs'>): CaseResult => ({
    name: def.name,
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  if (typeof entry !== 'function') {
    return done({ status: 'error', message: `your module must export a function named ${cases.entry}`, trace: [] });
  }
  const tool = def.tool?.(entry as LearnerFn);
  const connection = await connectToLab({ ...def.server, ...(tool ? { extraTools: [tool] } : {}) });
  const trace = () => [...connection.recorder.all()];
  let requests = 0;
  let overBudget = false;
  const unsubscribe = connection.recorder.subscribe((e) => {
    if (e.direction !== 'to-server' || !('id' in e.message) || ++requests <= REQUEST_BUDGET) return;
    if (!overBudget) void connection.close();
    overBudget = true;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    def.faults?.(connection.faults);
    const running = def.run({
      entry: entry as LearnerFn,
      client: connection.client,
      lab: connection.lab,
      faults: connection.faults,
      clock: new FakeClock(),
      wire: () => new Wire(trace()),
    });
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
    });
    let value: unknown;
    let unfinished: string | undefined;
    try {
      value = await Promise.race([running, timeout]);
      if (value === TIMED_OUT) {
        running.catch(() => undefined);
        unfinished = `your code did not finish within ${timeoutMs} ms`;
      }
    } catch (err) {
      unfinished = `your code threw: ${messageOf(err)}`;
    }
    if (overBudget)
      unfinished = `your code sent more than ${REQUEST_BUDGET} requests, so the lab closed the connection`;
    const wire = new Wire(trace());
    if (unfinished !== undefined) {
      const judged = judge(cases, def, wire, connection.lab, undefined, false);
      return done({
        status: overBudget ? 'failed' : value === TIMED_OUT ? 'timeout' : 'error',
        message: judged ? `${unfinished}; on the wire: ${judged.message}` : unfinished,
        ...(judged?.rule ? { rule: judged.rule } : {}),
        trace: wire.entries.slice(),
      });
    }
    const judged = judge(cases, def, wire, connection.lab, value, true);
    return done({
      status: judged ? 'failed' : 'passed',
      message: judged?.message ?? '',
      ...(judged?.rule ? { rule: judged.rule } : {}),
      trace: wire.entries.slice(),
    });
  } finally {
    clearTimeout(timer);
    unsubscribe();
    await connection.close();
  }
}
