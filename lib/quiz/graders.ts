import type { JsonRpcMessage, TraceEntry } from '../mcp/types';
import type { LabTaskId } from './schema';

/**
 * Lab tasks, graded from the wire alone: pure functions over the lab's trace (the lib/mcp trace contract), so a
 * task is marked done only when the messages show the learner really did it — in this lab or in a trace
 * exported from it.
 */
export interface LabVerdict {
  done: boolean;
  /** What the trace shows, in words: the evidence when done, what is missing when not. */
  why: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Exchange {
  request: { seq: number; method: string; params: Obj };
  /** The response, if one reached the client. */
  response?: { seq: number; result?: Obj; error?: { code: number; message: string } };
}

const idKey = (id: unknown) => JSON.stringify(id ?? null);

/** Client requests paired with the server's responses, in the order they were sent. */
export function exchanges(trace: readonly TraceEntry[]): Exchange[] {
  const out: Exchange[] = [];
  const open = new Map<string, Exchange>();
  for (const { seq, direction, message } of trace) {
    const m = message as JsonRpcMessage & Obj;
    if (direction === 'to-server' && typeof m.method === 'string' && 'id' in m) {
      const exchange: Exchange = { request: { seq, method: m.method, params: isObj(m.params) ? m.params : {} } };
      out.push(exchange);
      open.set(idKey(m.id), exchange);
    } else if (direction === 'to-client' && !('method' in m) && 'id' in m) {
      const exchange = open.get(idKey(m.id));
      if (!exchange || exchange.response) continue;
      exchange.response = {
        seq,
        result: isObj(m.result) ? m.result : undefined,
        error: isObj(m.error) ? (m.error as { code: number; message: string }) : undefined,
      };
    }
  }
  return out;
}

const calls = (trace: readonly TraceEntry[], tool?: string) =>
  exchanges(trace).filter(
    (e) => e.request.method === 'tools/call' && (tool === undefined || e.request.params.name === tool),
  );
const args = (e: Exchange): Obj => (isObj(e.request.params.arguments) ? e.request.params.arguments : {});
const structured = (e: Exchange): Obj =>
  isObj(e.response?.result?.structuredContent) ? e.response.result.structuredContent : {};

/** A walk from a request without a cursor, each next request carrying the cursor just received, to a last page. */
function pageToEnd(trace: readonly TraceEntry[]): LabVerdict {
  const lists = exchanges(trace).filter((e) => e.request.method === 'tools/list');
  if (lists.length === 0) return { done: false, why: 'No tools/list request in the trace yet.' };
  let best = 0;
  for (let i = 0; i < lists.length; i++) {
    if ('cursor' in lists[i].request.params) continue;
    const walk = [lists[i]];
    let crossedEmpty = false;
    for (;;) {
      const last = walk[walk.length - 1];
      const result = last.response?.result;
      if (!result) break;
      if (!('nextCursor' in result)) {
        if (walk.length >= 2)
          return {
            done: true,
            why: `${walk.length} pages, each request sending the nextCursor just received${crossedEmpty ? ', through an empty-string cursor' : ''}, to a page without nextCursor.`,
          };
        break;
      }
      const cursor = result.nextCursor;
      if (cursor === '') crossedEmpty = true;
      const next = lists.find((e) => e.request.seq > last.request.seq && e.request.params.cursor === cursor);
      if (!next) break;
      walk.push(next);
    }
    best = Math.max(best, walk.length);
  }
  return {
    done: false,
    why: best
      ? `The longest walk reached ${best} page(s) without getting to a page that has no nextCursor.`
      : 'No tools/list request went out without a cursor (a walk starts from the first page).',
  };
}

function jsonRpcError(trace: readonly TraceEntry[]): LabVerdict {
  const hit = calls(trace).find((e) => e.response?.error);
  return hit
    ? {
        done: true,
        why: `tools/call (#${hit.request.seq}) was answered with JSON-RPC error ${hit.response!.error!.code}: no result at all.`,
      }
    : { done: false, why: 'No tools/call has been answered with a JSON-RPC error object yet.' };
}

function toolError(trace: readonly TraceEntry[]): LabVerdict {
  const hit = calls(trace).find((e) => e.response?.result?.isError === true);
  return hit
    ? {
        done: true,
        why: `${String(hit.request.params.name)} (#${hit.request.seq}) returned a result with isError: true.`,
      }
    : { done: false, why: 'No tools/call result with isError: true yet.' };
}

/** A booking whose answer was lost, confirmed by a read of its request key, and no second meeting booked after it. */
function confirmDroppedBooking(trace: readonly TraceEntry[]): LabVerdict {
  const bookings = calls(trace, 'book_meeting');
  const dropped = bookings.find((e) => !e.response && typeof args(e).requestKey === 'string');
  if (!dropped) return { done: false, why: 'No book_meeting with a request key has lost its response yet.' };
  const key = args(dropped).requestKey as string;
  const after = (e: Exchange) => e.request.seq > dropped.request.seq;
  const newBooking = bookings.find(
    (e) => after(e) && e.response?.result && e.response.result.isError !== true && structured(e).replayed !== true,
  );
  if (newBooking)
    return {
      done: false,
      why: `A later book_meeting (#${newBooking.request.seq}, key ${JSON.stringify(args(newBooking).requestKey)}) created a new meeting: a duplicate.`,
    };
  const read = calls(trace, 'find_booking').find(
    (e) => after(e) && args(e).requestKey === key && structured(e).found === true,
  );
  return read
    ? {
        done: true,
        why: `find_booking (#${read.request.seq}) found the booking for key "${key}"; nothing was booked twice.`,
      }
    : {
        done: false,
        why: `The booking with key "${key}" lost its response; an independent read (find_booking) has not confirmed it yet.`,
      };
}

const subscriptionId = (m: Obj) =>
  isObj(m.params) && isObj(m.params._meta) ? m.params._meta['io.modelcontextprotocol/subscriptionId'] : undefined;

/** A listen stream, a list_changed on it, and a tools/list request after that notification. */
function refetchAfterListChanged(trace: readonly TraceEntry[]): LabVerdict {
  const listens = exchanges(trace).filter((e) => e.request.method === 'subscriptions/listen');
  if (listens.length === 0) return { done: false, why: 'No subscriptions/listen request yet.' };
  const ids = new Set(
    trace.flatMap((e) =>
      e.direction === 'to-server' &&
      'method' in e.message &&
      e.message.method === 'subscriptions/listen' &&
      'id' in e.message
        ? [idKey(e.message.id)]
        : [],
    ),
  );
  const changed = trace.find(
    (e) =>
      e.direction === 'to-client' &&
      'method' in e.message &&
      e.message.method === 'notifications/tools/list_changed' &&
      ids.has(idKey(subscriptionId(e.message as unknown as Obj))),
  );
  if (!changed)
    return { done: false, why: 'Listening, but no notifications/tools/list_changed has arrived on the stream yet.' };
  const refetch = exchanges(trace).find(
    (e) => e.request.method === 'tools/list' && e.request.seq > changed.seq && e.response?.result,
  );
  return refetch
    ? {
        done: true,
        why: `list_changed (#${changed.seq}) was followed by a fresh tools/list (#${refetch.request.seq}).`,
      }
    : { done: false, why: `list_changed arrived (#${changed.seq}); the list has not been fetched again since.` };
}

/** A tools/call answered input_required, retried with inputResponses, and completed. */
function answerInputRequired(trace: readonly TraceEntry[]): LabVerdict {
  const all = calls(trace);
  const asked = all.find((e) => e.response?.result?.resultType === 'input_required');
  if (!asked) return { done: false, why: 'No tools/call has been answered with resultType "input_required" yet.' };
  const answered = all.find(
    (e) =>
      e.request.seq > asked.request.seq &&
      e.request.params.name === asked.request.params.name &&
      isObj(e.request.params.inputResponses) &&
      e.response?.result?.resultType === 'complete',
  );
  return answered
    ? {
        done: true,
        why: `#${answered.request.seq} retried ${String(asked.request.params.name)} with inputResponses and got a complete result.`,
      }
    : {
        done: false,
        why: `${String(asked.request.params.name)} asked for input (#${asked.response!.seq}); no retry with inputResponses has completed yet.`,
      };
}

export const labGraders: Record<LabTaskId, (trace: readonly TraceEntry[]) => LabVerdict> = {
  'page-to-end': pageToEnd,
  'jsonrpc-error': jsonRpcError,
  'tool-error': toolError,
  'confirm-dropped-booking': confirmDroppedBooking,
  'refetch-after-list-changed': refetchAfterListChanged,
  'answer-input-required': answerInputRequired,
};
