/**
 * The simulated learners' HTTP: node:http with kept-alive sockets for requests, and an SSE reader on a
 * plain GET with `eventsource-parser`. Not fetch: a learner process profiled at 1,000 learners spent ~60% of
 * its time in undici's fetch machinery (streams, abort signals, headers objects), time the learners' (niced)
 * processes then took from the servers' cores and added to every figure the bench reports from their side.
 */
import http from 'node:http';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

// Free sockets close before Node's server closes them (5 s), so a request never lands on a dying socket.
const agent = new http.Agent({ keepAlive: true, timeout: 4000 });

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with an optional JSON body; rejects on a network error or after `timeoutMs` without progress. */
export function request(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  json: unknown,
  timeoutMs: number,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

export interface EventStreamOptions {
  /** Asked again at every (re)connection: a learner moves to an instance that is up. */
  url(): string;
  headers(): Record<string, string>;
  onEvent(event: EventSourceMessage): void;
  /** A connection failed, was refused (non-200) or ended; the stream reconnects after `retryMs`. */
  onError(): void;
}

/**
 * An SSE stream that reconnects as a browser's EventSource does: after the server's `retry:` interval when the
 * connection drops, and — unlike a browser, which gives up — after 1 s when the server answers with an error
 * status (a database outage's 503): the bench's learners stay in the class as a person reloading would.
 */
export function openEventStream(options: EventStreamOptions): { close(): void } {
  let closed = false;
  let retryMs = 1000;
  let current: http.ClientRequest | null = null;
  let timer: NodeJS.Timeout | null = null;

  const connect = () => {
    timer = null;
    if (closed) return;
    let failed = false;
    const fail = (delayMs: number) => {
      if (failed || closed) return;
      failed = true;
      current?.destroy();
      current = null;
      options.onError();
      timer = setTimeout(connect, delayMs);
    };
    const req = http.request(options.url(), {
      agent: false,
      headers: { accept: 'text/event-stream', ...options.headers() },
    });
    current = req;
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        fail(1000);
        return;
      }
      const parser = createParser({
        onEvent: (event) => !closed && options.onEvent(event),
        onRetry: (ms) => (retryMs = ms),
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => parser.feed(chunk));
      res.on('end', () => fail(retryMs));
      res.on('error', () => fail(retryMs));
    });
    req.on('error', () => fail(retryMs));
    req.end();
  };
  connect();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      current?.destroy();
      current = null;
    },
  };
}
