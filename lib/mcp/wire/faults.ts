import type { RequestId } from '../types';

export type FaultEvent =
  | { kind: 'dropped-response'; id: RequestId; method: string; at: number }
  | { kind: 'duplicated-request'; id: RequestId; method: string; at: number }
  | { kind: 'delayed'; ms: number; at: number }
  | { kind: 'lost-stream'; id: RequestId; method: string; afterEvents: number; at: number }
  | { kind: 'rewrote-header'; id: RequestId; header: string; from: string | null; to: string; at: number };

/**
 * What the lab does to the wire between client and server. Each fault is armed by the learner (or a
 * scenario) and applies to the next matching message only, except delay, which stays until set to 0.
 */
export class FaultPlan {
  dropResponseTo: string | null = null;
  duplicateRequest: string | null = null;
  delayMs = 0;
  /** Streamable HTTP only: cut the next SSE response stream of `method` after its first event. */
  loseStreamOf: string | null = null;
  /** Streamable HTTP only: the next POST reaches the server with this header changed (body untouched). */
  rewriteHeader: { name: string; value: string } | null = null;
  private readonly listeners = new Set<(event: FaultEvent) => void>();
  readonly events: FaultEvent[] = [];

  /** Lose the response to the next request of `method`, after the server has acted on it. */
  dropNextResponse(method = 'tools/call'): void {
    this.dropResponseTo = method;
  }

  /** Deliver the next request of `method` to the server twice, with the same id. */
  duplicateNextRequest(method = 'tools/call'): void {
    this.duplicateRequest = method;
  }

  /** Hold every message, both ways, for `ms` milliseconds (0 turns it off). */
  setDelay(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('delay must be a non-negative number of ms');
    this.delayMs = ms;
  }

  /** Cut the SSE stream answering the next `method` request after its first event, as a broken network would. */
  loseNextStream(method = 'tools/call'): void {
    this.loseStreamOf = method;
  }

  /** Change one header of the next POST on its way, as a misbehaving proxy would; the body stays as sent. */
  rewriteNextHeader(name: string, value: string): void {
    this.rewriteHeader = { name, value };
  }

  reset(): void {
    this.loseStreamOf = null;
    this.rewriteHeader = null;
    this.dropResponseTo = null;
    this.duplicateRequest = null;
    this.delayMs = 0;
  }

  emit(event: FaultEvent): void {
    this.events.push(event);
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: (event: FaultEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
