import { StreamableHTTPClientTransport, type Transport } from '@modelcontextprotocol/client';
import { createMcpHandler, type McpHttpHandler } from '@modelcontextprotocol/server';
import type { LabServer } from '../server/lab-server';
import { isRequest, type HttpDetail, type JsonRpcMessage, type RequestId } from '../types';
import type { FaultPlan } from './faults';
import type { WireRecorder } from './recorder';
import { SseSplitter } from './sse';

/** Where the in-tab client "sends" its POSTs: a URL no request ever leaves the tab for. */
export const IN_TAB_URL = 'http://localhost/mcp';

const REQUEST_HEADERS = /^(accept|content-type|mcp-.*|last-event-id)$/;
const RESPONSE_HEADERS = /^(content-type|allow|mcp-.*|x-accel-buffering)$/;

/** One HTTP request and its response, as the lab saw them pass. */
export interface HttpExchange {
  n: number;
  request: NonNullable<HttpDetail['request']>;
  /** The JSON-RPC method and id the POST carried, when it carried one. */
  method?: string;
  id?: RequestId;
  response?: HttpDetail['response'];
  /** SSE events that reached the client. */
  events: number;
  ending: 'open' | 'complete' | 'cancelled' | 'lost' | 'dropped';
  /** The server's side of the request was aborted (the client cancelled, or the lab cut the stream). */
  serverAborted: boolean;
}

export interface BridgeHooks {
  /** The lab cut the stream (or dropped the body) of a request: the client will never see its answer. */
  onLost?: (id: RequestId, method: string) => void;
}

function pick(headers: Headers, wanted: RegExp): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (wanted.test(name)) out[name] = value;
  });
  return out;
}

function parse(text: string): JsonRpcMessage | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonRpcMessage) : null;
  } catch {
    return null;
  }
}

/**
 * Streamable HTTP without a network: the SDK client's StreamableHTTPClientTransport gets a `fetch` that
 * hands each Request to the SDK server's web-standard handler (createMcpHandler(...).fetch) in the same
 * page. On the way it records every JSON-RPC message with its HTTP exchange, and applies the HTTP faults.
 */
export class InTabHttp {
  readonly handler: McpHttpHandler;
  readonly exchanges: HttpExchange[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(
    lab: LabServer,
    private readonly recorder: WireRecorder,
    private readonly faults: FaultPlan,
    private readonly hooks: BridgeHooks = {},
  ) {
    // 2025-11-25 clients (initialize) are served too, statelessly, as `npm run lab:serve` does.
    this.handler = createMcpHandler(lab.factory, { legacy: 'stateless' });
  }

  clientTransport(): Transport {
    return new StreamableHTTPClientTransport(new URL(IN_TAB_URL), { fetch: this.fetch });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }

  close(): Promise<void> {
    return this.handler.close();
  }

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const sentAt = performance.now();
    const sent = new Request(input, init);
    const text = sent.method === 'POST' ? await sent.text() : '';
    const message = text ? parse(text) : null;
    const headers = new Headers(sent.headers);
    const exchange: HttpExchange = {
      n: this.exchanges.length + 1,
      request: { method: sent.method, path: new URL(sent.url).pathname, headers: {} },
      events: 0,
      ending: 'open',
      serverAborted: false,
    };
    if (message && 'method' in message) exchange.method = message.method;
    if (message && isRequest(message)) exchange.id = message.id;
    this.rewriteHeader(headers, exchange);
    exchange.request.headers = pick(headers, REQUEST_HEADERS);
    this.exchanges.push(exchange);
    this.changed();

    // The server sees the client's abort (its cancellation signal) and the lab's own cut of a stream.
    const cut = new AbortController();
    const signal = init?.signal ? AbortSignal.any([init.signal, cut.signal]) : cut.signal;
    init?.signal?.addEventListener('abort', () => this.end(exchange, 'cancelled'), { once: true });
    signal.addEventListener('abort', () => (exchange.serverAborted = true), { once: true });
    const response = await this.handler.fetch(
      new Request(sent.url, { method: sent.method, headers, body: text || undefined, signal }),
    );
    exchange.response = { status: response.status, headers: pick(response.headers, RESPONSE_HEADERS) };
    const detail = (body: NonNullable<HttpDetail['response']['body']>): HttpDetail => ({
      exchange: exchange.n,
      response: { ...exchange.response!, body },
    });
    if (message) {
      const http: HttpDetail = { exchange: exchange.n, request: exchange.request, response: exchange.response };
      this.recorder.record('to-server', message, http, sentAt);
    }
    this.changed();

    if (exchange.id !== undefined && this.faults.dropResponseTo === exchange.method) {
      // The server has acted and answered; the answer is lost on the way, as on a broken connection.
      this.faults.dropResponseTo = null;
      await response.text().catch(() => '');
      this.faults.emit({ kind: 'dropped-response', id: exchange.id, method: exchange.method!, at: performance.now() });
      this.end(exchange, 'dropped');
      this.hooks.onLost?.(exchange.id, exchange.method!);
      throw new TypeError('Failed to fetch: the lab dropped the response');
    }
    if (!response.body || response.status === 202) {
      this.end(exchange, 'complete');
      return response;
    }
    const init2 = { status: response.status, statusText: response.statusText, headers: response.headers };
    if ((response.headers.get('content-type') ?? '').includes('text/event-stream'))
      return new Response(this.relaySse(response.body, exchange, detail, cut), init2);
    const body = await response.text();
    const reply = parse(body);
    // Only an answer to a request is a message the client takes in (a refused GET's body is not).
    if (reply && exchange.id !== undefined) this.recorder.record('to-client', reply, detail('json'));
    this.end(exchange, 'complete');
    return new Response(body, init2);
  };

  private rewriteHeader(headers: Headers, exchange: HttpExchange) {
    const rewrite = this.faults.rewriteHeader;
    if (!rewrite || exchange.id === undefined) return;
    this.faults.rewriteHeader = null;
    const from = headers.get(rewrite.name);
    headers.set(rewrite.name, rewrite.value);
    this.faults.emit({
      kind: 'rewrote-header',
      id: exchange.id,
      header: rewrite.name,
      from,
      to: rewrite.value,
      at: performance.now(),
    });
  }

  private end(exchange: HttpExchange, ending: HttpExchange['ending']) {
    if (exchange.ending !== 'open') return;
    exchange.ending = ending;
    this.changed();
  }

  /** Passes the server's SSE events on one by one, recording each; cuts the stream when the fault says so. */
  private relaySse(
    body: ReadableStream<Uint8Array>,
    exchange: HttpExchange,
    detail: (body: { sseEvent: number }) => HttpDetail,
    cut: AbortController,
  ): ReadableStream<Uint8Array> {
    const lose = exchange.id !== undefined && this.faults.loseStreamOf === exchange.method;
    if (lose) this.faults.loseStreamOf = null;
    const reader = body.getReader();
    const splitter = new SseSplitter();
    const encoder = new TextEncoder();
    let broken = false;
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        // The event before the break reaches the client first (erroring a stream discards what it queued).
        if (broken) {
          // Let the client's SSE parser take in the last event before the connection drops.
          await new Promise((resolve) => setTimeout(resolve, 20));
          controller.error(new TypeError('network error: the stream was lost'));
          return this.hooks.onLost?.(exchange.id!, exchange.method!);
        }
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          this.end(exchange, 'cancelled');
          controller.error(error);
          return;
        }
        if (chunk.done) {
          this.end(exchange, 'complete');
          controller.close();
          return;
        }
        for (const event of splitter.push(chunk.value)) {
          exchange.events += 1;
          const message = event.data ? parse(event.data) : null;
          if (message) this.recorder.record('to-client', message, detail({ sseEvent: exchange.events }));
          controller.enqueue(encoder.encode(event.raw));
          this.changed();
          if (lose) {
            this.end(exchange, 'lost');
            this.faults.emit({
              kind: 'lost-stream',
              id: exchange.id!,
              method: exchange.method!,
              afterEvents: exchange.events,
              at: performance.now(),
            });
            cut.abort(new Error('the lab cut the stream'));
            void reader.cancel().catch(() => undefined);
            broken = true;
            return;
          }
        }
      },
      cancel: (reason) => {
        this.end(exchange, 'cancelled');
        cut.abort(reason);
        return reader.cancel(reason);
      },
    });
  }

  /** Tells open subscriptions/listen streams that the tool list changed (each POST has its own server). */
  toolsChanged(): void {
    this.handler.notify.toolsChanged();
  }
}
