import type { RequestId, TraceEntry } from '../types';

/** Facts about calls read back from the wire trace (plain functions over the recorder's entries). */

const methodOf = (e: TraceEntry) => ('method' in e.message ? e.message.method : undefined);
const idOf = (e: TraceEntry) => ('id' in e.message ? e.message.id : undefined);

/** How many requests of a method the client sent. */
export function requestsSent(trace: readonly TraceEntry[], method: string): number {
  let n = 0;
  for (const e of trace) if (e.direction === 'to-server' && methodOf(e) === method && idOf(e) !== undefined) n++;
  return n;
}

/**
 * Whether the server asked for more input during the tools/call whose final request had this id. On
 * 2026-07-28 the client answers input_required by retrying with `inputResponses`; on 2025-11-25 the server
 * sends elicitation/create while the call is open.
 */
export function serverAskedForInput(trace: readonly TraceEntry[], id: RequestId): boolean {
  const start = trace.findIndex((e) => e.direction === 'to-server' && methodOf(e) === 'tools/call' && idOf(e) === id);
  if (start < 0) return false;
  const request = trace[start].message;
  if ('params' in request && request.params && 'inputResponses' in request.params) return true;
  for (let i = start + 1; i < trace.length; i++) {
    const e = trace[i];
    if (e.direction !== 'to-client') continue;
    if (methodOf(e) === 'elicitation/create') return true;
    if (methodOf(e) === undefined && idOf(e) === id) return false;
  }
  return false;
}
