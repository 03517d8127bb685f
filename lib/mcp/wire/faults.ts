import type { RequestId } from '../types';

export type FaultEvent =
  | { kind: 'dropped-response'; id: RequestId; method: string; at: number }
  | { kind: 'duplicated-request'; id: RequestId; method: string; at: number }
  | { kind: 'delayed'; ms: number; at: number };

/**
 * What the lab does to the wire between client and server. Each fault is armed by the learner (or a
 * scenario) and applies to the next matching message only, except delay, which stays until set to 0.
 */
export class FaultPlan {
  dropResponseTo: string | null = null;
  duplicateRequest: string | null = null;
  delayMs = 0;
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

  reset(): void {
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
