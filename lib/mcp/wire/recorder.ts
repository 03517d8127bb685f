import type { Direction, Era, HttpDetail, JsonRpcMessage, TraceEntry } from '../types';

/** Milliseconds from a monotonic clock, in Node and in the browser alike. */
const now = () => performance.now();

/**
 * Every JSON-RPC message of a session, both directions, in the order they crossed the wire, as the JSON
 * that was sent. `seq` never repeats within a session, even after `clear()`.
 */
export class WireRecorder {
  private entries: TraceEntry[] = [];
  private readonly listeners = new Set<(entry: TraceEntry) => void>();
  private readonly started = now();
  private nextSeq = 1;

  constructor(readonly era: Era) {}

  /** `sentAt` (a performance.now() reading) dates a message recorded after it left, e.g. when its exchange answered. */
  record(direction: Direction, message: unknown, http?: HttpDetail, sentAt = now()): TraceEntry {
    const entry: TraceEntry = {
      seq: this.nextSeq++,
      at: Math.max(0, Math.round((sentAt - this.started) * 1000) / 1000),
      direction,
      era: this.era,
      // A JSON round trip is what a byte transport would carry: no undefined fields, no shared references.
      message: JSON.parse(JSON.stringify(message)) as JsonRpcMessage,
      ...(http ? { http } : {}),
    };
    this.entries.push(entry);
    for (const listener of this.listeners) listener(entry);
    return entry;
  }

  all(): readonly TraceEntry[] {
    return this.entries;
  }

  subscribe(listener: (entry: TraceEntry) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.entries = [];
  }

  /** The export format: a JSON array of `{ seq, at, direction, era, message, http? }`. */
  export(): string {
    return JSON.stringify(this.entries, null, 2);
  }
}
