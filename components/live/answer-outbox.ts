/**
 * The learner's outbox for one answer: it gets its answerId before the first send, is kept in localStorage until
 * the server acknowledges it, and is retried with the same id after a network error, a timeout or a reload. The
 * server counts an answerId once, so a retry can never record a second answer. Pure: storage, sending and
 * waiting are passed in, so the retry rules are tested in Node.
 */

/** The response shapes of the contract (lib/live/contract.ts); kept structural so this file stays pure. */
export type LiveResponse = { choice: string } | { choices: string[] } | { order: string[] } | { text: string };

export interface PendingAnswer {
  answerId: string;
  questionId: string;
  response: LiveResponse;
}

/** What one attempt to send came to. */
export type SendResult =
  | { kind: 'ack'; duplicate: boolean }
  /** The server will never take this answer (question closed, another answer counted first): stop. */
  | { kind: 'rejected'; message: string; recorded?: LiveResponse }
  /** A network error, a timeout, a 5xx or a 429: the same answer again, later. */
  | { kind: 'retry'; afterMs?: number; message: string };

export type DeliveryResult = Exclude<SendResult, { kind: 'retry' }> | { kind: 'stopped' };

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const pendingKey = (classId: string) => `mcpa-live-pending:${classId}`;

export function newPending(questionId: string, response: LiveResponse, uuid: () => string): PendingAnswer {
  return { answerId: uuid(), questionId, response };
}

export function savePending(storage: StorageLike, classId: string, pending: PendingAnswer): void {
  try {
    storage.setItem(pendingKey(classId), JSON.stringify(pending));
  } catch {
    // Storage full or blocked (private mode): the answer is still sent and retried while the page lives.
  }
}

export function loadPending(storage: StorageLike, classId: string): PendingAnswer | null {
  try {
    const raw = storage.getItem(pendingKey(classId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingAnswer>;
    if (typeof value.answerId !== 'string' || typeof value.questionId !== 'string' || !isResponse(value.response))
      return null;
    return { answerId: value.answerId, questionId: value.questionId, response: value.response };
  } catch {
    return null;
  }
}

/** Forgets the pending answer, but only if it is still this one (a newer answer must not be dropped). */
export function clearPending(storage: StorageLike, classId: string, answerId: string): void {
  if (loadPending(storage, classId)?.answerId === answerId) storage.removeItem(pendingKey(classId));
}

function isResponse(v: unknown): v is LiveResponse {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  const strings = (a: unknown) => Array.isArray(a) && a.every((x) => typeof x === 'string');
  return typeof r.choice === 'string' || strings(r.choices) || strings(r.order) || typeof r.text === 'string';
}

/** Waits before the next try: 0.5 s, 1 s, 2 s, 4 s, then every 8 s (or what Retry-After said). */
export function backoffMs(attempt: number, afterMs?: number): number {
  if (afterMs !== undefined && afterMs > 0) return Math.min(afterMs, 60_000);
  return Math.min(500 * 2 ** attempt, 8_000);
}

/** How a finished HTTP exchange reads as a send result (status and parsed JSON body). */
export function readSendResponse(status: number, body: unknown, retryAfter: string | null): SendResult {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = typeof b.error === 'string' ? b.error : `The server answered HTTP ${status}.`;
  if (status >= 200 && status < 300) return { kind: 'ack', duplicate: b.duplicate === true };
  if (status === 429 || status >= 500 || status === 408) {
    const seconds = Number(retryAfter);
    return { kind: 'retry', message, ...(Number.isFinite(seconds) && seconds > 0 ? { afterMs: seconds * 1000 } : {}) };
  }
  return { kind: 'rejected', message, ...(isResponse(b.recorded) ? { recorded: b.recorded } : {}) };
}

/**
 * Sends the pending answer until the server acknowledges or refuses it, or `signal` stops the loop (the
 * question changed, the page left). Every try carries the same answerId. `onRetry` lets the page say so.
 */
export async function deliver(options: {
  pending: PendingAnswer;
  send: (pending: PendingAnswer) => Promise<SendResult>;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  onRetry?: (result: Extract<SendResult, { kind: 'retry' }>, attempt: number) => void;
}): Promise<DeliveryResult> {
  const { pending, send, sleep, signal, onRetry } = options;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) return { kind: 'stopped' };
    let result: SendResult;
    try {
      result = await send(pending);
    } catch (err) {
      result = { kind: 'retry', message: err instanceof Error ? err.message : String(err) };
    }
    if (result.kind !== 'retry') return result;
    onRetry?.(result, attempt);
    if (signal?.aborted) return { kind: 'stopped' };
    await sleep(backoffMs(attempt, result.afterMs));
  }
}
