import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * Node's `http` speaks (req, res); the SDK's handler speaks web `fetch(Request) → Response`. These two
 * functions translate, streaming both ways so an SSE response reaches the client frame by frame.
 */

/** Undici needs `duplex: 'half'` for a streamed body; the DOM typings do not know the field yet. */
type StreamingRequestInit = RequestInit & { duplex: 'half' };

/** A web Request for `req`, with its URL resolved against `origin` (never against the client's Host). */
export function toWebRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  // rawHeaders keeps repeated headers apart; Headers joins them the way fetch does.
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const url = new URL(req.url ?? '/', origin);
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers, signal });
  // The body stays unread until the handler reads it, so a request refused at the door costs nothing.
  const body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
  const init: StreamingRequestInit = { method, headers, signal, body, duplex: 'half' };
  return new Request(url, init);
}

/** Writes `response` to `res`, streaming the body; resolves when it is sent or the client went away. */
export async function sendWebResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // Response.json() leaves statusText empty; Node then supplies the standard reason phrase.
  if (response.statusText) res.writeHead(response.status, response.statusText, headers);
  else res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  // An SSE client must see the headers before the first event, which may be a while coming.
  res.flushHeaders();
  try {
    // pipeline cancels the web stream when the client disconnects, which ends the SDK's exchange.
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch {
    // The client went away mid-stream: nothing is left to tell it.
    res.destroy();
  }
}
