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

const encoder = new TextEncoder();
const PING = encoder.encode(': ping\n\n');

/**
 * An SSE body: `retry`, then whatever `open` writes, with a comment heartbeat. Writes are back-pressure
 * aware: the stream's queue is measured in bytes, and a client that cannot keep up is dropped instead of
 * growing the server's memory or slowing anyone else (its page reconnects with Last-Event-ID).
 */
export function sseBody(
  open: (sink: SseSink) => Promise<SseSession>,
  { heartbeatMs = HEARTBEAT_MS, maxQueuedBytes = MAX_QUEUED_BYTES } = {},
): ReadableStream<Uint8Array> {
  let closed = false;
  let session: SseSession | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const cleanup = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    session?.close();
  };

  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        const sink: SseSink = {
          get closed() {
            return closed;
          },
          write(chunks) {
            if (closed) return;
            // Still over the cap since the last write: the client has not read a thing meanwhile. (One burst
            // may pass the cap — a page of replayed events — as long as the client drains it.)
            if ((controller.desiredSize ?? 0) < 0) {
              cleanup();
              controller.error(new Error('The client is not reading its event stream; it resumes on reconnect.'));
              return;
            }
            try {
              // One chunk: the response's pipe spends a round of promises and a socket write on each.
              controller.enqueue(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
            } catch {
              cleanup(); // the stream was cancelled under us
            }
          },
        };
        sink.write([encoder.encode(`retry: ${RETRY_MS}\n\n`)]);
        try {
          session = await open(sink);
        } catch (err) {
          cleanup();
          controller.error(err);
          return;
        }
        if (closed) {
          session.close(); // cancelled while opening
          return;
        }
        timer = setInterval(() => {
          sink.write([PING]);
          session?.heartbeat();
        }, heartbeatMs);
      },
      cancel: cleanup,
    },
    { highWaterMark: maxQueuedBytes, size: (chunk) => chunk.byteLength },
  );
}
