import '@/lib/zod-jitless';
import { z } from 'zod';
import type {
  AnswerBody,
  ControlAction,
  ControlResult,
  CreateClassBody,
  CreateClassResult,
  JoinResult,
  Snapshot,
  TraceMessage,
} from '@/lib/live/contract';
import { reportNetworkFailure, reportNetworkSuccess } from '@/components/offline/connection';
import { readSendResponse, type SendResult } from './answer-outbox';

/** Typed fetch helpers for app/api/live: every success body is parsed with zod, every failure becomes a sentence. */

export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string; retryAfter?: number };

const createResult = z.object({
  classId: z.string().min(1),
  joinCode: z.string().min(1),
  hostKey: z.string().min(1),
}) satisfies z.ZodType<CreateClassResult>;

const joinResult = z.object({
  classId: z.string().min(1),
  learnerId: z.string().min(1),
  learnerKey: z.string().min(1),
}) satisfies z.ZodType<JoinResult>;

// The snapshot is the server's own type; the check here is that it is one (phase and index), not a re-spec.
const controlResult = z.object({
  state: z.looseObject({ classId: z.string(), phase: z.string(), index: z.number() }),
});

const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

async function call<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, cache: 'no-store' });
  } catch {
    reportNetworkFailure();
    return { ok: false, status: 0, error: 'The server could not be reached. Check the connection and try again.' };
  }
  reportNetworkSuccess();
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, status: response.status, error: 'The server sent an answer this page does not understand.' };
  }
  const error =
    body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string'
      ? (body as { error: string }).error
      : `The server answered HTTP ${response.status}.`;
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    ok: false,
    status: response.status,
    error,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
  };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export function createClass(body: CreateClassBody): Promise<ApiResult<CreateClassResult>> {
  return call('/api/live/classes', json(body), createResult);
}

export function joinClass(joinCode: string, nickname: string): Promise<ApiResult<JoinResult>> {
  return call('/api/live/join', json({ joinCode, nickname }), joinResult);
}

export function control(
  classId: string,
  hostKey: string,
  action: ControlAction,
  observed?: { messages: TraceMessage[] },
): Promise<ApiResult<ControlResult>> {
  const init = json(observed ? { action, observed } : { action });
  init.headers = { ...(init.headers as Record<string, string>), ...auth(hostKey) };
  return call(`/api/live/classes/${encodeURIComponent(classId)}/control`, init, controlResult) as Promise<
    ApiResult<{ state: Snapshot }>
  >;
}

/** One try to send an answer, with a timeout: a hung request is retried (same answerId) like a lost one. */
export async function sendAnswer(
  classId: string,
  learnerKey: string,
  body: AnswerBody,
  timeoutMs = 8000,
): Promise<SendResult> {
  const init = json(body);
  init.headers = { ...(init.headers as Record<string, string>), ...auth(learnerKey) };
  let response: Response;
  try {
    response = await fetch(`/api/live/classes/${encodeURIComponent(classId)}/answers`, {
      ...init,
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    return { kind: 'retry', message: timedOut ? 'The server took too long to answer.' : 'No connection.' };
  }
  const parsed: unknown = await response.json().catch(() => null);
  return readSendResponse(response.status, parsed, response.headers.get('Retry-After'));
}

/** The results as CSV text (host only). */
export async function fetchResultsCsv(classId: string, hostKey: string): Promise<ApiResult<string>> {
  try {
    const response = await fetch(`/api/live/classes/${encodeURIComponent(classId)}/results.csv`, {
      headers: auth(hostKey),
      cache: 'no-store',
    });
    if (!response.ok)
      return { ok: false, status: response.status, error: `The server answered HTTP ${response.status}.` };
    return { ok: true, value: await response.text() };
  } catch {
    return { ok: false, status: 0, error: 'The server could not be reached.' };
  }
}

export const eventsUrl = (classId: string) => `/api/live/classes/${encodeURIComponent(classId)}/events`;
