import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { routePolicies } from '../csp/route-policies';
import { readCapped, readCappedFromNode } from '../http/capped-body';
import { MAX_BODY_BYTES } from './contract';
import type { Outcome } from './outcome';

/**
 * Request plumbing shared by the route handlers, on web-standard Request/Response, and on Node's own request and
 * response for the two Pages Router routes (the answers, the event stream); no Next imports. Bodies are capped
 * before parsing (readCapped, readCappedFromNode).
 */
export async function readBody<S extends z.ZodType>(request: Request, schema: S, cap = MAX_BODY_BYTES) {
  return parseBody(await readCapped(request, cap), schema, cap);
}

/** The same on Node's own request (a Pages Router route). */
export async function readBodyFromNode<S extends z.ZodType>(request: IncomingMessage, schema: S, cap = MAX_BODY_BYTES) {
  return parseBody(await readCappedFromNode(request, cap), schema, cap);
}

function parseBody<S extends z.ZodType>(
  bytes: Uint8Array | 'too-large',
  schema: S,
  cap: number,
): { ok: true; value: z.infer<S> } | { ok: false; outcome: Outcome<never> } {
  // The rest of an oversize body stays unread, so the connection cannot carry another request: close it.
  if (bytes === 'too-large')
    return {
      ok: false,
      outcome: {
        status: 413,
        body: { error: `The request body is over ${cap / 1024} KB.` },
        headers: { Connection: 'close' },
      },
    };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return { ok: false, outcome: { status: 400, body: { error: 'The request body is not JSON.' } } };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first.path.length ? `${first.path.join('.')}: ` : '';
    return { ok: false, outcome: { status: 400, body: { error: `Bad request: ${where}${first.message}` } } };
  }
  return { ok: true, value: parsed.data };
}

/**
 * Live responses are never cached: they carry keys and per-person state. no-transform also keeps the server
 * from gzipping them: a body of a few hundred bytes got a zlib stream of its own, ~6% of the server's CPU
 * in a burst of answers (the framework cannot see the size, so its 1 KB threshold never applies).
 */
const NO_STORE = { 'Cache-Control': 'no-store, no-transform' };

/**
 * The Content-Security-Policy proxy.ts gives any path that is not a page (production only, as there). The
 * proxy skips a class's answers and event stream — running it was ~9% of the server's CPU in a burst of
 * answers — so the live answers carry the policy themselves.
 */
let policy: string | undefined;
export function livePolicy(): Record<string, string> {
  if (process.env.NODE_ENV !== 'production') return {};
  policy ??= routePolicies()('/api/live');
  return { 'Content-Security-Policy': policy };
}

export function respond(outcome: Outcome): Response {
  return Response.json(outcome.body, {
    status: outcome.status,
    headers: { ...livePolicy(), ...NO_STORE, ...outcome.headers },
  });
}

/** The same answer on Node's own response (the answers; the event stream when it refuses before streaming). */
export function respondOnNode(res: ServerResponse, outcome: Outcome): void {
  const body = JSON.stringify(outcome.body);
  res.writeHead(outcome.status, {
    ...livePolicy(),
    ...NO_STORE,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    ...outcome.headers,
  });
  res.end(body);
}

export function sseHeaders(): Record<string, string> {
  return {
    ...livePolicy(),
    'Content-Type': 'text/event-stream; charset=utf-8',
    ...NO_STORE,
    Connection: 'keep-alive',
    // Stops a buffering proxy (nginx) from holding events back.
    'X-Accel-Buffering': 'no',
  };
}
