/** One server-sent event as it crossed the wire: its text (for passing on) and its joined `data` lines. */
export interface SseEvent {
  raw: string;
  data: string;
}

/**
 * Splits an SSE byte stream into events at blank lines (the text/event-stream format), however the bytes
 * are chunked. Only `data` matters to MCP; comments and other fields stay in `raw`.
 */
export class SseSplitter {
  private buffer = '';
  private readonly decoder = new TextDecoder();

  push(bytes: Uint8Array): SseEvent[] {
    const text = this.buffer + this.decoder.decode(bytes, { stream: true });
    // A CR at the very end may be half of a CRLF whose LF comes in the next chunk: keep it raw until then.
    const held = text.endsWith('\r') ? '\r' : '';
    this.buffer = text.slice(0, text.length - held.length).replace(/\r\n?/g, '\n') + held;
    const events: SseEvent[] = [];
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line === 'data' || line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      events.push({ raw: `${block}\n\n`, data });
    }
    return events;
  }
}
