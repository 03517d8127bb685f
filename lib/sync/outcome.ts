import type { SyncError } from './contract';

/** What a sync use case returns: the status, headers and body (bytes or a JSON error) the route sends. */
export interface SyncOutcome {
  status: number;
  headers?: Record<string, string>;
  body?: Uint8Array | SyncError;
}

export const syncFail = (status: number, error: string, headers?: Record<string, string>): SyncOutcome => ({
  status,
  body: { error },
  ...(headers ? { headers } : {}),
});

/** Every sync response: never cached (it carries a learner's blob), bytes as octet-stream, errors as JSON. */
export function syncResponse(outcome: SyncOutcome): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', ...outcome.headers });
  const { status, body } = outcome;
  if (body instanceof Uint8Array) {
    headers.set('Content-Type', 'application/octet-stream');
    // A copy on its own ArrayBuffer: a driver's Buffer may be a view into a shared pool.
    return new Response(new Uint8Array(body), { status, headers });
  }
  if (body) return Response.json(body, { status, headers });
  return new Response(null, { status, headers });
}
