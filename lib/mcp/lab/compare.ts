import { LabSession } from '../client/session';
import { createLabServer, type LabServerOptions } from '../server/lab-server';
import { StepRunner } from '../scenarios/runner';
import type { Step } from '../scenarios/types';
import { LEGACY, MODERN, type Era, type TraceEntry } from '../types';
import { hasMetaEnvelope, hasMetaServerInfo, isWrappedResult, summarizeTrace, type WireLine } from './wire-summary';

export interface EraRun {
  era: Era;
  /** One line per step: what happened, or why it failed in this era. */
  outcomes: string[];
  wire: WireLine[];
}

export interface EraComparison {
  steps: string[];
  /** 2025-11-25 first, then 2026-07-28. */
  runs: [EraRun, EraRun];
  /** The differences, in words. */
  differences: string[];
}

/** The legacy-vs-modern scenario's steps: what runs when no scenario is chosen. */
export const DEFAULT_COMPARE_STEPS: Step[] = [{ do: 'list-all' }, { do: 'call', tool: 'list_event_ids', args: {} }];

export function describeStep(step: Step): string {
  switch (step.do) {
    case 'call':
      return `call ${step.tool}`;
    case 'list-page':
      return step.from === 'start' ? 'list the first page' : 'list the next page';
    case 'raw':
      return `raw ${step.method}`;
    case 'wait':
      return `wait ${step.ms} ms`;
    case 'add-tool':
    case 'remove-tool':
    case 'read-resource':
      return `${step.do.replace('-', ' ')} ${'name' in step ? step.name : step.uri}`;
    default:
      return step.do.replaceAll('-', ' ');
  }
}

async function runInEra(era: Era, steps: Step[], server: LabServerOptions): Promise<EraRun & { trace: TraceEntry[] }> {
  // A fresh server per era: the comparison never touches the lab's own calendar.
  const session = await LabSession.open({ era, server: createLabServer({ ...server, world: undefined }) });
  const runner = new StepRunner(session);
  const outcomes: string[] = [];
  try {
    for (const step of steps) {
      try {
        outcomes.push((await runner.run(step)).summary);
      } catch (err) {
        outcomes.push(`failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    const trace = [...session.recorder.all()];
    return { era, outcomes, wire: summarizeTrace(trace), trace };
  } finally {
    await runner.close().catch(() => undefined);
  }
}

const methods = (trace: TraceEntry[]) =>
  new Set(trace.flatMap((e) => ('method' in e.message ? [e.message.method] : [])));
const results = (trace: TraceEntry[]) => trace.flatMap((e) => ('result' in e.message ? [e.message.result] : []));
const requests = (trace: TraceEntry[]) =>
  trace.filter((e) => e.direction === 'to-server' && 'method' in e.message && 'id' in e.message);

/** What differs between a 2025-11-25 and a 2026-07-28 trace of the same steps, in words. */
export function eraDifferences(legacy: TraceEntry[], modern: TraceEntry[]): string[] {
  const found: string[] = [];
  const [legacyMethods, modernMethods] = [methods(legacy), methods(modern)];
  const onlyModern = [...modernMethods].filter((m) => !legacyMethods.has(m));
  const onlyLegacy = [...legacyMethods].filter((m) => !modernMethods.has(m));
  if (onlyModern.length) found.push(`Only in ${MODERN}: ${onlyModern.join(', ')}.`);
  if (onlyLegacy.length) found.push(`Only in ${LEGACY}: ${onlyLegacy.join(', ')}.`);
  const withMeta = (t: TraceEntry[]) =>
    requests(t).filter((e) => 'params' in e.message && hasMetaEnvelope(e.message.params));
  const modernMeta = withMeta(modern).length;
  if (modernMeta && !withMeta(legacy).length)
    found.push(
      `Only in ${MODERN}: the _meta envelope (protocolVersion, clientInfo, clientCapabilities) on ${modernMeta} of ${requests(modern).length} requests.`,
    );
  const has = (t: TraceEntry[], key: string) => results(t).some((r) => key in r);
  if (has(modern, 'resultType') && !has(legacy, 'resultType'))
    found.push(`Only in ${MODERN}: resultType on results ("complete", or "input_required").`);
  if ((has(modern, 'ttlMs') || has(modern, 'cacheScope')) && !has(legacy, 'ttlMs'))
    found.push(`Only in ${MODERN}: ttlMs/cacheScope cache hints on results.`);
  if (results(modern).some(hasMetaServerInfo) && results(legacy).some((r) => 'serverInfo' in r))
    found.push(`${LEGACY} sends serverInfo once, in the initialize result; ${MODERN} puts it in the _meta of results.`);
  const wrapped = results(legacy).some((r) => isWrappedResult(r.structuredContent));
  const bare = results(modern).some((r) => 'structuredContent' in r && !isWrappedResult(r.structuredContent));
  if (wrapped && bare)
    found.push(`${LEGACY} wraps non-object structuredContent as {result: …}; ${MODERN} sends the value itself.`);
  found.push(`${legacy.length} messages in ${LEGACY}, ${modern.length} in ${MODERN}.`);
  return found;
}

/** Runs the same steps in both revisions, each in its own new in-tab session, and compares the wires. */
export async function compareEras(
  steps: Step[] = DEFAULT_COMPARE_STEPS,
  server: LabServerOptions = {},
): Promise<EraComparison> {
  const [legacy, modern] = await Promise.all([runInEra(LEGACY, steps, server), runInEra(MODERN, steps, server)]);
  const strip = ({ era, outcomes, wire }: EraRun): EraRun => ({ era, outcomes, wire });
  return {
    steps: steps.map(describeStep),
    runs: [strip(legacy), strip(modern)],
    differences: eraDifferences(legacy.trace, modern.trace),
  };
}
