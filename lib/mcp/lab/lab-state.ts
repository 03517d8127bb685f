import type { Tool } from '@modelcontextprotocol/client';
import type { CallOutcome } from '../client/session';
import type { ToolsCacheSnapshot } from '../client/cache-observer';
import type { BookingState } from '../outcome';
import type { LabServerOptions } from '../server/lab-server';
import type { StepReport } from '../scenarios/runner';
import type { Era, JsonRpcMessage, RequestId, Transport } from '../types';
import type { FaultEvent } from '../wire/faults';

/** The lab's state, as the controller publishes it (lib/mcp/lab/controller.ts); the UI reads it by region. */
export interface PageRecord {
  /** The cursor the request carried: undefined for the first page ("no cursor"), else the exact string. */
  cursorSent: string | undefined;
  /** The cursor the result carried: undefined when absent (the last page), possibly "". */
  nextCursor: string | undefined;
  tools: Tool[];
}

export interface CallRecord {
  tool: string;
  args: unknown;
  outcome: CallOutcome;
}

export interface LabState {
  era: Era;
  /** In memory, or Streamable HTTP inside the tab. */
  transport: Transport;
  /** Grows as HTTP exchanges start and end (read them with `httpExchanges()`). */
  httpVersion: number;
  status: 'connecting' | 'ready' | 'error';
  error: string | null;
  server: Required<Omit<LabServerOptions, 'world' | 'extraTools'>>;
  /** The page-by-page walk in progress (List tools / Next page). */
  pages: PageRecord[];
  /** The last complete list, from List all (or a finished page walk). */
  tools: Tool[];
  lastListAll: { fromCache: boolean } | null;
  cache: ToolsCacheSnapshot;
  busy: string | null;
  lastCall: CallRecord | null;
  /** A raw (malformed) request's answer. */
  lastRaw: JsonRpcMessage | null;
  subscription: { open: boolean; listenId: RequestId | null };
  runtimeTools: { name: string; active: boolean }[];
  booking: BookingState | null;
  faults: { dropArmed: boolean; duplicateArmed: boolean; delayMs: number; events: FaultEvent[] };
  /** Grows with the trace; the trace itself is read with `trace()` (it can be 10,000 entries long). */
  traceLength: number;
  /** The running scenario, with what the stepper shows (the catalog itself loads only with a scenario). */
  scenario: {
    name: string;
    title: string;
    steps: { explain: string }[];
    next: number;
    reports: StepReport[];
  } | null;
  /** The tool the learner is looking at (detail and call panels). */
  selectedTool: string | null;
  /** The action running or last run, and the seq its first trace message has (or will have): the trace marks it. */
  lastAction: { label: string; fromSeq: number } | null;
}
