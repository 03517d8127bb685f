import '../zod-jitless';
import { z } from 'zod';

/**
 * The contract between the live-class server (app/api/live, lib/live) and the pages (app/live,
 * components/live): every request body as a zod schema, every SSE payload as a type. LIVE-CONTRACT.md
 * describes it in prose; this file is the one both sides compile against.
 */

/** Every request body is capped before parsing (413 beyond). */
export const MAX_BODY_BYTES = 8 * 1024;
/** The host's reveal of a predict question carries the lab's exchange: a tools/list page alone can pass 8 KB. */
export const MAX_CONTROL_BODY_BYTES = 256 * 1024;
export const MAX_LEARNERS = 2000;
export const MAX_CLASS_QUESTIONS = 100;
export const NICKNAME_MAX = 24;
/** A class is purged this long after its last event. */
export const CLASS_TTL_MS = 24 * 60 * 60 * 1000;
export const HEARTBEAT_MS = 15_000;
export const RETRY_MS = 2000;

/** Join codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const JOIN_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const JOIN_CODE_LENGTH = 6;
export const joinCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`), 'a join code is 6 letters and digits');

/** localStorage keys the pages use (the server never reads them; here so both sides spell them alike). */
export const hostStorageKey = (classId: string) => `mcpa-live-host:${classId}`;
export const learnerStorageKey = (classId: string) => `mcpa-live-learner:${classId}`;

const id = z.string().min(1).max(120);

// ---------- Requests ----------

export const createClassBody = z.strictObject({
  title: z.string().max(200),
  questionIds: z.array(id).min(1).max(MAX_CLASS_QUESTIONS),
});
export type CreateClassBody = z.infer<typeof createClassBody>;
export interface CreateClassResult {
  classId: string;
  joinCode: string;
  hostKey: string;
}

/** The nickname's own rules (NFKC, 1–24 characters, letters digits spaces -_.) are checked by the server. */
export const joinBody = z.strictObject({
  joinCode: z.string().max(32),
  nickname: z.string().max(200),
});
export type JoinBody = z.infer<typeof joinBody>;
export interface JoinResult {
  classId: string;
  learnerId: string;
  learnerKey: string;
}

const optionId = z.string().min(1).max(200);
export const answerResponse = z.union([
  z.strictObject({ choice: optionId }),
  z.strictObject({ choices: z.array(optionId).min(1).max(20) }),
  z.strictObject({ order: z.array(optionId).min(1).max(20) }),
  z.strictObject({ text: z.string().max(500) }),
]);
export type AnswerResponse = z.infer<typeof answerResponse>;

export const answerBody = z.strictObject({
  answerId: z.uuid(),
  questionId: id,
  response: answerResponse,
});
export type AnswerBody = z.infer<typeof answerBody>;
export interface AnswerResult {
  recorded: true;
  duplicate: boolean;
}
/** 409 body: closed / not open, or a different answer already counts (then `recorded` is that one). */
export interface AnswerConflict {
  error: string;
  recorded?: AnswerResponse;
}

/** One entry of the lab's wire trace, as lib/mcp/types.ts TraceEntry (the lab's export format). */
export const traceMessage = z.object({
  seq: z.number().int(),
  at: z.number(),
  direction: z.enum(['to-server', 'to-client']),
  era: z.enum(['2026-07-28', '2025-11-25']),
  message: z.record(z.string(), z.unknown()),
});
export type TraceMessage = z.infer<typeof traceMessage>;

export const controlActions = ['open', 'close', 'reveal', 'next', 'end'] as const;
export type ControlAction = (typeof controlActions)[number];
export const controlBody = z.strictObject({
  action: z.enum(controlActions),
  /** Only for "reveal" of a predict question: what the lab's step put on the wire. */
  observed: z.strictObject({ messages: z.array(traceMessage).max(500) }).optional(),
});
export type ControlBody = z.infer<typeof controlBody>;

export interface ErrorBody {
  error: string;
}

// ---------- State and events ----------

export type Phase = 'lobby' | 'open' | 'closed' | 'revealed' | 'ended';

export interface PublicQuestion {
  id: string;
  /** A predict question is a `single` with `predict` set. */
  type: 'single' | 'multi' | 'truefalse' | 'order' | 'hotspot' | 'short';
  prompt: string;
  /** No correct flags, no explanations; an order question's options in their shuffled start order. */
  options?: { id: string; text: string }[];
  select?: number;
  /** A hotspot question's JSON payload (its options are JSON Pointers into it). */
  payload?: string;
  lesson?: { slug: string; title: string; href: string };
  predict?: { scenario: string; step: number; title: string };
}

export interface HistogramBar {
  key: string;
  count: number;
}

export interface Reveal {
  index: number;
  questionId: string;
  /** Option ids; for order the right order; for short the accepted answers. */
  correct: string[];
  /** Per option; a short question has one entry with id "answer". */
  explanations: { id: string; text: string; correct: boolean }[];
  histogram: HistogramBar[];
  answered: number;
  learners: number;
  lessonHref?: string;
  /** Predict questions: the exchange that decided the right option. */
  wire?: TraceMessage[];
}

export interface Tally {
  index: number;
  answered: number;
  learners: number;
  histogram: HistogramBar[];
}

export interface Results {
  questions: { index: number; questionId: string; prompt: string; answered: number; right: number }[];
  leaderboard: { nickname: string; score: number }[];
}

export interface LearnerView {
  learnerId: string;
  nickname: string;
  /** This learner's answer to the current question, if any (what a reload restores). */
  answer: { questionId: string; response: AnswerResponse } | null;
  score: number;
  answered: number;
}

export interface HostView {
  joinCode: string;
  learners: { learnerId: string; nickname: string }[];
  tally: Tally;
  results?: Results;
}

export interface Snapshot {
  classId: string;
  title: string;
  phase: Phase;
  index: number;
  total: number;
  question: PublicQuestion | null;
  reveal: Reveal | null;
  you?: LearnerView;
  host?: HostView;
}

/** SSE event name → data, per view. */
export interface LearnerEvents {
  snapshot: Snapshot;
  question: { index: number; total: number; question: PublicQuestion };
  closed: { index: number };
  reveal: Reveal & { you: { correct: boolean; score: number } };
  next: { index: number; total: number };
  end: { you: { score: number; answered: number; total: number } };
}
export interface HostEvents {
  snapshot: Snapshot;
  question: { index: number; total: number; question: PublicQuestion };
  closed: { index: number };
  reveal: Reveal;
  next: { index: number; total: number };
  end: { results: Results };
  joined: { learnerId: string; nickname: string; count: number };
  tally: Tally;
}
export type LiveEventName = keyof HostEvents;

/** 200 body of POST …/control. */
export interface ControlResult {
  state: Snapshot;
}
