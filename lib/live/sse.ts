import type { ServerResponse } from 'node:http';
import { HEARTBEAT_MS, RETRY_MS } from './contract';

export interface Frame {
  id: number;
  event: string;
  data: unknown;
}

/** One SSE message. JSON.stringify never emits a raw newline, so `data:` stays one line. */
export const formatFrame = (f: Frame) => `id: ${f.id}\nevent: ${f.event}\ndata: ${JSON.stringify(f.data)}\n\n`;

/** A client that has this much unread in its stream is cut off: it reconnects and replays from its last id. */
export const MAX_QUEUED_BYTES = 1024 * 1024;

export interface SseSink {
  /**
   * Queues the chunks as one; never waits. A write that finds the queue still past the cap ends the stream
   * instead.
   */
  write(chunks: Uint8Array[]): void;
  readonly closed: boolean;
}
export interface SseSession {
  /** Called on each heartbeat after the ping (a chance to reread what a lost NOTIFY did not announce). */
  heartbeat(): void;
  /** The client went away or was cut off. */
  close(): void;
}

/** What a stream writes once it is open, and its heartbeat and cap (the defaults outside tests). */
export interface SseSource {
  open(sink: SseSink): Promise<SseSession>;
  heartbeatMs?: number;
  maxQueuedBytes?: number;
}

const encoder = new TextEncoder();
const PING = encoder.encode(': ping\n\n');

/**
 * Serves an SSE body on Node's own response: `retry`, then whatever `open` writes, with a comment heartbeat.
 * Each write is one `res.write`, and back-pressure is read from the bytes the response and its socket still
 * hold (`writableLength`): a client that cannot keep up is dropped instead of growing the server's memory or
 * slowing anyone else (its page reconnects with Last-Event-ID). No web stream sits between the two: piping
 * one per stream was about half of a fan-out's CPU.
 */
export function serveSse(
  { open, heartbeatMs = HEARTBEAT_MS, maxQueuedBytes = MAX_QUEUED_BYTES }: SseSource,
  res: ServerResponse,
  headers: Record<string, string>,
): void {
  let closed = false;
  let session: SseSession | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const cleanup = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    session?.close();
  };
  const cutOff = () => {
    cleanup();
    res.destroy(); // the client sees its stream end mid-body and resumes from its last id
  };
  const sink: SseSink = {
    get closed() {
      return closed;
    },
    write(chunks) {
      if (closed) return;
      // Still over the cap since the last write: the client has not read a thing meanwhile. (One burst
      // may pass the cap — a page of replayed events — as long as the client drains it.)
      if (res.writableLength > maxQueuedBytes) return cutOff();
      res.write(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    },
  };

  res.on('close', cleanup);
  res.writeHead(200, headers);
  sink.write([encoder.encode(`retry: ${RETRY_MS}\n\n`)]);
  open(sink).then(
    (opened) => {
      session = opened;
      if (closed) return opened.close(); // the client left while it opened
      timer = setInterval(() => {
        sink.write([PING]);
        session?.heartbeat();
      }, heartbeatMs);
    },
    (err: unknown) => {
      console.error('A live event stream failed to open:', err);
      cutOff();
    },
  );
}
