import type { Direction, JsonObject, JsonRpcMessage, TraceEntry } from '@/lib/mcp/types';

/** One trace message with what the wire alone tells about it: its pair, whether it is an error, a summary. */
export interface TraceRow {
  entry: TraceEntry;
  /** The method of a request or notification. */
  method?: string;
  /** For a response: the request it answers. */
  answers?: { seq: number; method: string; afterMs: number };
  /** For a request: the responses that answered it (two when the lab delivered it twice). */
  answeredBy: number[];
  /** A JSON-RPC error, or a result with isError: true. */
  isError: boolean;
  summary: string;
}

const other = (d: Direction): Direction => (d === 'to-server' ? 'to-client' : 'to-server');
const hasId = (m: JsonRpcMessage): m is JsonRpcMessage & { id: string | number } =>
  'id' in m && m.id !== undefined && m.id !== null;

function paramsSummary(method: string, params: JsonObject | undefined): string {
  if (method === 'tools/list')
    return params && 'cursor' in params ? `cursor ${JSON.stringify(params.cursor)}` : 'no cursor';
  if (method === 'tools/call') {
    const args = params?.arguments;
    const keys = args && typeof args === 'object' && !Array.isArray(args) ? Object.keys(args) : [];
    return `${String(params?.name ?? '(no name)')}(${keys.join(', ')})`;
  }
  if (method === 'notifications/cancelled') return `cancels request ${JSON.stringify(params?.requestId)}`;
  const meta = params?._meta;
  const sub =
    meta && typeof meta === 'object' && !Array.isArray(meta)
      ? meta['io.modelcontextprotocol/subscriptionId']
      : undefined;
  if (sub !== undefined) return `subscriptionId ${JSON.stringify(sub)}`;
  const keys = Object.keys(params ?? {}).filter((k) => k !== '_meta');
  return keys.length ? `params: ${keys.join(', ')}` : 'no params';
}

function resultSummary(method: string | undefined, result: JsonObject): string {
  const parts: string[] = [];
  if (method === 'tools/list' && Array.isArray(result.tools)) {
    parts.push(`${result.tools.length} tools`);
    parts.push(
      'nextCursor' in result ? `nextCursor ${JSON.stringify(result.nextCursor)}` : 'no nextCursor (last page)',
    );
  }
  if ('isError' in result) parts.push(`isError: ${String(result.isError)}`);
  if ('structuredContent' in result) parts.push('structuredContent');
  parts.push('resultType' in result ? `resultType ${JSON.stringify(result.resultType)}` : 'no resultType');
  return parts.join(' · ');
}

/**
 * The trace, indexed once per message as it grows (the recorder only appends; clearing or reconnecting
 * gives a new array, which gets a new index). Responses pair with the oldest unanswered request of
 * their id sent the other way.
 */
export class TraceIndex {
  readonly rows: TraceRow[] = [];
  private readonly unanswered = new Map<string, TraceRow[]>();
  private readonly lastRequest = new Map<string, TraceRow>();

  constructor(private readonly source: readonly TraceEntry[]) {}

  /** Indexes what arrived since the last call; returns how many rows there are. */
  sync(): number {
    for (let i = this.rows.length; i < this.source.length; i++) this.add(this.source[i]);
    return this.rows.length;
  }

  private add(entry: TraceEntry) {
    const m = entry.message;
    const row: TraceRow = { entry, answeredBy: [], isError: false, summary: '' };
    if ('method' in m) {
      row.method = m.method;
      row.summary = paramsSummary(m.method, m.params);
      if (hasId(m)) {
        const key = `${entry.direction}:${String(m.id)}`;
        this.unanswered.set(key, [...(this.unanswered.get(key) ?? []), row]);
        this.lastRequest.set(key, row);
      }
    } else {
      const key = hasId(m) ? `${other(entry.direction)}:${String(m.id)}` : '';
      const waiting = this.unanswered.get(key) ?? [];
      const request = waiting.shift() ?? this.lastRequest.get(key);
      if (request?.method) {
        request.answeredBy.push(entry.seq);
        row.answers = {
          seq: request.entry.seq,
          method: request.method,
          afterMs: Math.round(entry.at - request.entry.at),
        };
      }
      if ('error' in m) {
        row.isError = true;
        row.summary = `JSON-RPC error ${m.error.code}: ${m.error.message}`;
      } else {
        row.isError = m.result.isError === true;
        row.summary = resultSummary(row.answers?.method, m.result);
      }
    }
    this.rows.push(row);
  }
}

const indexes = new WeakMap<readonly TraceEntry[], TraceIndex>();

/** The index of this trace array, brought up to date. */
export function indexTrace(trace: readonly TraceEntry[]): TraceIndex {
  let index = indexes.get(trace);
  if (!index) {
    index = new TraceIndex(trace);
    indexes.set(trace, index);
  }
  index.sync();
  return index;
}

export interface TraceFilter {
  method: string;
  direction: Direction | 'both';
  errorsOnly: boolean;
}

export const noFilter: TraceFilter = { method: '', direction: 'both', errorsOnly: false };

export function filterRows(rows: readonly TraceRow[], filter: TraceFilter): readonly TraceRow[] {
  const method = filter.method.trim().toLowerCase();
  if (!method && filter.direction === 'both' && !filter.errorsOnly) return rows;
  return rows.filter(
    (r) =>
      (filter.direction === 'both' || r.entry.direction === filter.direction) &&
      (!filter.errorsOnly || r.isError) &&
      (!method || (r.method ?? r.answers?.method ?? '').toLowerCase().includes(method)),
  );
}
