import type { JsonRpcMessage, RequestId, TraceEntry } from '@/lib/mcp/types';

const SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';

export interface ListChange {
  seq: number;
  subscriptionId: string | undefined;
  /** Whether it names the listen request's id, i.e. belongs to this subscription. */
  matches: boolean;
}

export interface SubscriptionView {
  listenId: RequestId | null;
  /** notifications/subscriptions/acknowledged for this subscription; `first` when nothing of it came earlier. */
  ack: { seq: number; first: boolean } | null;
  /** Every tools/list_changed since the latest listen request (since the start, without one). */
  changes: ListChange[];
}

function subscriptionIdOf(m: JsonRpcMessage): string | undefined {
  const meta = 'params' in m ? m.params?._meta : undefined;
  const id = meta && typeof meta === 'object' && !Array.isArray(meta) ? meta[SUBSCRIPTION_ID] : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** Reads the trace once, as it grows (like the trace index): the view only ever takes in new messages. */
class SubscriptionScan {
  view: SubscriptionView = { listenId: null, ack: null, changes: [] };
  private scanned = 0;
  /** Messages of this subscription that arrived before its acknowledgement. */
  private earlier = 0;

  constructor(private readonly source: readonly TraceEntry[]) {}

  sync(): SubscriptionView {
    for (; this.scanned < this.source.length; this.scanned++) this.take(this.source[this.scanned]);
    return this.view;
  }

  private take(entry: TraceEntry) {
    const m = entry.message;
    const method = 'method' in m ? m.method : undefined;
    if (entry.direction === 'to-server') {
      if (method === 'subscriptions/listen' && 'id' in m && m.id !== undefined) {
        this.view = { listenId: m.id, ack: null, changes: [] };
        this.earlier = 0;
      }
      return;
    }
    const { listenId } = this.view;
    const id = subscriptionIdOf(m);
    const ours = listenId !== null && id === String(listenId);
    if (method === 'notifications/subscriptions/acknowledged' && ours) {
      this.view = { ...this.view, ack: this.view.ack ?? { seq: entry.seq, first: this.earlier === 0 } };
    } else if (method === 'notifications/tools/list_changed') {
      this.view = {
        ...this.view,
        changes: [...this.view.changes, { seq: entry.seq, subscriptionId: id, matches: ours }],
      };
    }
    if (ours && this.view.ack === null) this.earlier += 1;
  }
}

const scans = new WeakMap<readonly TraceEntry[], SubscriptionScan>();

/**
 * What the trace says about the latest subscriptions/listen (or, without one, about every list_changed):
 * its id, whether the acknowledgement came before anything else for it, and each tools/list_changed.
 */
export function subscriptionView(trace: readonly TraceEntry[]): SubscriptionView {
  let scan = scans.get(trace);
  if (!scan) {
    scan = new SubscriptionScan(trace);
    scans.set(trace, scan);
  }
  return scan.sync();
}
