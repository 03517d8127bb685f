import { HEARTBEAT_MS, RETRY_MS } from './contract';

export interface Frame {
  id: number;
  /** null: an event this viewer must not see; it only moves the stream past that id. */
  event: string | null;
  data: unknown;
}

/** One SSE message. JSON.stringify never emits a raw newline, so `data:` stays one line. */
export const formatFrame = (f: Frame) => `id: ${f.id}\nevent: ${f.event}\ndata: ${JSON.stringify(f.data)}\n\n`;

export interface StreamSource {
  /** The first frames: a snapshot, or the events after the client's Last-Event-ID. */
  start(): Promise<Frame[]>;
  /** Frames after `afterId`, read from the log. */
  after(afterId: number): Promise<Frame[]>;
  /** Calls `wake` when the log may have grown; resolves with a function that stops it. */
  subscribe(wake: () => void): Promise<() => void>;
}

/**
 * An SSE body: `retry`, the first frames, then whatever the log gains. Reads never overlap (a wake during
 * a read schedules one more). Each heartbeat also rereads the log, so a lost NOTIFY delays an event by at
 * most one heartbeat instead of losing it.
 */
export function eventStream(source: StreamSource, heartbeatMs = HEARTBEAT_MS): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let lastId = 0;
  let closed = false;
  let reading: Promise<void> | null = null;
  let again = false;
  let started = false;
  let stop: (() => void) | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const cleanup = () => {
    closed = true;
    if (timer) clearInterval(timer);
    stop?.();
  };

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const emit = (frames: Frame[]) => {
        for (const f of frames) {
          if (f.id > lastId) lastId = f.id;
          if (f.event !== null) send(formatFrame(f));
        }
      };
      const read = (): Promise<void> => {
        // A wake before the first frames are out waits for them: the read after start covers it.
        if (!started) return Promise.resolve();
        if (reading) {
          again = true;
          return reading;
        }
        reading = (async () => {
          do {
            again = false;
            const frames = await source.after(lastId);
            emit(frames);
            if (frames.length >= 200) again = true; // a long backlog comes in pages
          } while (again && !closed);
        })()
          .catch(() => undefined) // the next wake or heartbeat tries again
          .finally(() => {
            reading = null;
          });
        return reading;
      };

      send(`retry: ${RETRY_MS}\n\n`);
      // Subscribe before the first read, so nothing appended in between is missed.
      stop = await source.subscribe(() => void read());
      emit(await source.start());
      started = true;
      await read();
      timer = setInterval(() => {
        send(': ping\n\n');
        void read();
      }, heartbeatMs);
    },
    cancel: cleanup,
  });
}
