import type { TraceEntry, JsonRpcMessage } from '../types';

export const method = (e: TraceEntry) => ('method' in e.message ? e.message.method : undefined);
export const sent = (trace: readonly TraceEntry[], m: string) =>
  trace.filter((e) => e.direction === 'to-server' && method(e) === m);
export const received = (trace: readonly TraceEntry[], m: string) =>
  trace.filter((e) => e.direction === 'to-client' && method(e) === m);

/** The response the client received to the request `request`, if any. */
export function responseTo(trace: readonly TraceEntry[], request: TraceEntry): TraceEntry | undefined {
  const id = 'id' in request.message ? request.message.id : undefined;
  return trace.find(
    (e) =>
      e.seq > request.seq &&
      e.direction === 'to-client' &&
      !('method' in e.message) &&
      'id' in e.message &&
      e.message.id === id,
  );
}

export const resultOf = (m: JsonRpcMessage | undefined): Record<string, unknown> =>
  m && 'result' in m ? (m.result as Record<string, unknown>) : {};
