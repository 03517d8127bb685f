import type { Client } from '@modelcontextprotocol/client';
import type { LabServer, LabServerOptions } from '../mcp/server/lab-server';
import type { LabTool } from '../mcp/server/lab-tool';
import type { TraceEntry } from '../mcp/types';
import type { FaultPlan } from '../mcp/wire/faults';
import type { FakeClock } from './clock';
import type { Wire } from './wire';

export type ExerciseKind = 'client' | 'server';
export type CaseStatus = 'passed' | 'failed' | 'timeout' | 'error';

/** The rule a failed case broke, with a link to the lesson section that teaches it. */
export interface CaseRule {
  text: string;
  /** `/lessons/SLUG#section-id` */
  href: string;
}

export interface CaseResult {
  name: string;
  status: CaseStatus;
  /** Empty when passed; otherwise what happened on the wire and which rule it breaks. */
  message: string;
  rule?: CaseRule;
  trace: TraceEntry[];
  durationMs: number;
}

/** The learner's exported function, as the runner sees it before it knows its shape. */
export type LearnerFn = (...args: unknown[]) => unknown;

/** A rule as a case file names it: the lesson section it lives in and what it says, in one short line. */
export interface RuleDef {
  section: string;
  text: string;
  /** The lesson folder of `section` when it is not the exercise's own lesson. */
  lesson?: string;
}

/** What a case's `run` gets: the learner's function and a real client connected to a fresh lab server. */
export interface RunContext {
  entry: LearnerFn;
  client: Client;
  lab: LabServer;
  faults: FaultPlan;
  clock: FakeClock;
  /** The wire so far (a snapshot each call), e.g. to count requests between two steps. */
  wire: () => Wire;
}

/** A failed check: the wire fact (what happened) and the key of the rule it breaks. */
export interface Failure {
  fact: string;
  rule: string;
}

export interface CheckContext<R extends string> {
  /** What `run` returned; undefined when it did not finish (timeout, error, request budget spent). */
  value: unknown;
  /** False when the learner's code did not finish: judge the wire only, not the value. */
  finished: boolean;
  wire: Wire;
  lab: LabServer;
  fail: (rule: R, fact: string) => Failure;
}

export interface CaseDef<R extends string = string> {
  name: string;
  /** How the real lab server is set up: page size(s), "" cursor, expiring cursors, cache hints… */
  server?: Omit<LabServerOptions, 'world' | 'extraTools'>;
  /** Faults armed once the client is connected, before the learner's code runs. */
  faults?: (faults: FaultPlan) => void;
  /** Server kind: how the learner's function becomes a tool the lab server registers. */
  tool?: (entry: LearnerFn) => LabTool;
  /** Calls the learner's function (client kind: with the connected client) and returns what to check. */
  run: (ctx: RunContext) => Promise<unknown>;
  /** Judges the value and the recorded wire; returns a failure, or nothing when the case passes. */
  check: (ctx: CheckContext<R>) => Failure | undefined;
}

/** What `defineCases` returns and what the runner reads: one exercise's hidden cases. */
export interface ExerciseCases<R extends string = string> {
  kind: ExerciseKind;
  /** The function name the learner exports. */
  entry: string;
  /** The lesson folder the rules link to, e.g. `01-paging-tools-list`. */
  lesson: string;
  rules: Record<R, RuleDef>;
  cases: CaseDef<R>[];
}
