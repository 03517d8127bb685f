/**
 * A small SSE reader for tests (Node's fetch body or a ReadableStream): yields parsed messages, including
 * comments, so a test can see heartbeats and ids exactly as a browser's EventSource would receive them.
 */
export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseMessage[] = [];

  function parse(block: string): SseMessage {
    const m: SseMessage = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) m.comment = line.slice(1).trim();
      const i = line.indexOf(':');
      if (i <= 0) continue;
      const field = line.slice(0, i);
      const value = line.slice(i + 1).replace(/^ /, '');
      if (field === 'id') m.id = value;
      else if (field === 'event') m.event = value;
      else if (field === 'data') m.data = m.data === undefined ? value : `${m.data}\n${value}`;
      else if (field === 'retry') m.retry = Number(value);
    }
    return m;
  }

  /** The next message, or null when the stream ended. */
  async function next(): Promise<SseMessage | null> {
    while (queue.length === 0) {
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        queue.push(parse(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
      }
    }
    return queue.shift()!;
  }

  /** The next message with an event name (skipping retry and comments), its data parsed as JSON. */
  async function nextEvent<T = unknown>(): Promise<{ id: string; event: string; data: T } | null> {
    for (;;) {
      const m = await next();
      if (!m) return null;
      if (m.event) return { id: m.id ?? '', event: m.event, data: JSON.parse(m.data ?? 'null') as T };
    }
  }

  return { next, nextEvent, cancel: () => reader.cancel().catch(() => undefined) };
}
