import type { JsonRpcMessage, TraceEntry } from '../mcp/types';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** "first", "second", … for 1, 2, …; "11th" past ten. */
export const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A recorded request with what answered it, read from the trace. */
export interface Exchange {
  request: TraceEntry;
  id: string | number;
  method: string;
  params: Record<string, unknown>;
  /** The response the client received: undefined when none arrived (dropped, or still pending). */
  response?: TraceEntry;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

/** The wire as checks read it: requests the client sent, each with the response it got. */
export class Wire {
  constructor(readonly entries: readonly TraceEntry[]) {}

  /** Every request the client sent (method filter optional), in order, duplicates included. */
  requests(method?: string): Exchange[] {
    return this.entries
      .filter((e) => e.direction === 'to-server' && 'method' in e.message && 'id' in e.message)
      .filter((e) => method === undefined || ('method' in e.message && e.message.method === method))
      .map((request) => this.exchange(request));
  }

  private exchange(request: TraceEntry): Exchange {
    const m = request.message as JsonRpcMessage & { id: string | number; method: string; params?: unknown };
    const response = this.entries.find(
      (e) =>
        e.seq > request.seq &&
        e.direction === 'to-client' &&
        !('method' in e.message) &&
        'id' in e.message &&
        e.message.id === m.id,
    );
    const body = response?.message as { result?: unknown; error?: { code: number; message: string } } | undefined;
    return {
      request,
      id: m.id,
      method: m.method,
      params: isObject(m.params) ? m.params : {},
      ...(response ? { response } : {}),
      ...(isObject(body?.result) ? { result: body.result } : {}),
      ...(body?.error ? { error: { code: body.error.code, message: body.error.message } } : {}),
    };
  }

  /** Notifications the client sent (e.g. notifications/cancelled). */
  notifications(method?: string): TraceEntry[] {
    return this.entries.filter(
      (e) =>
        e.direction === 'to-server' &&
        'method' in e.message &&
        !('id' in e.message) &&
        (method === undefined || e.message.method === method),
    );
  }
}

/** How a cursor reads in a message: `no cursor`, `cursor ""`, `cursor "abc"`. */
export function describeCursor(params: Record<string, unknown>): string {
  return 'cursor' in params ? `cursor ${JSON.stringify(params.cursor)}` : 'no cursor';
}
