import '../zod-jitless';
import * as z from 'zod/mini';

/**
 * The messages between an exercise page and its sandbox worker (public/exercise-sandbox/worker.js). Both sides
 * check what they receive: the page never trusts a message only because it came from its own worker, since
 * learner code runs there.
 *   page → worker: { type: 'run', id, caseIndex, source, cases } (cases: the exercise's cases chunk, its code)
 *   worker → page: { type: 'ready' } once loaded; { type: 'evaluated' } when the learner's module has finished
 *   its top level; { type: 'result', result: CaseResult } for the case.
 */

/** The editor's contents may be at most this long (characters) to be sent. */
export const MAX_SOURCE_CHARS = 64 * 1024;
/** An exercise's cases chunk may be at most this long (characters); the largest is about 6 K. */
export const MAX_CASES_CHARS = 64 * 1024;
/** A message from the worker larger than this (JSON characters) is refused unread. */
export const MAX_MESSAGE_CHARS = 256 * 1024;
/** The trace a result carries is cut to this many entries (what the wire panel needs to show the failure). */
export const MAX_TRACE_ENTRIES = 200;
/**
 * A case still running this long after it was sent is stopped and reported as a timeout: an endless loop is
 * reported within 3 s of "Run tests" (the runner's own limit for code that waits forever is 2 s).
 */
export const CASE_TIMEOUT_MS = 2_500;

const text = (max: number) => z.string().check(z.maxLength(max));

export const runRequestSchema = z.strictObject({
  type: z.literal('run'),
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/), z.maxLength(100)),
  caseIndex: z.int().check(z.nonnegative(), z.lte(1000)),
  source: text(MAX_SOURCE_CHARS),
  cases: text(MAX_CASES_CHARS),
});
export type RunRequest = z.infer<typeof runRequestSchema>;

export const caseStatusSchema = z.enum(['passed', 'failed', 'timeout', 'error']);

const traceEntrySchema = z.looseObject({
  seq: z.number(),
  at: z.number(),
  direction: z.enum(['to-server', 'to-client']),
  era: z.string().check(z.maxLength(20)),
  message: z.record(z.string(), z.unknown()),
});

export const caseResultSchema = z.strictObject({
  name: text(300),
  status: caseStatusSchema,
  message: text(8_000),
  rule: z.optional(z.strictObject({ text: text(1_000), href: text(300).check(z.regex(/^\/[a-z0-9/#-]*$/)) })),
  trace: z.array(traceEntrySchema).check(z.maxLength(MAX_TRACE_ENTRIES)),
  durationMs: z.number().check(z.nonnegative()),
});

export const workerMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ready') }),
  z.strictObject({ type: z.literal('evaluated') }),
  z.strictObject({ type: z.literal('result'), result: caseResultSchema }),
]);
export type WorkerMessage = z.infer<typeof workerMessageSchema>;
export type SandboxCaseResult = z.infer<typeof caseResultSchema>;

/** A message from the worker, checked: its size first, then its shape. */
export function readWorkerMessage(data: unknown): { ok: true; message: WorkerMessage } | { ok: false; reason: string } {
  let size: number;
  try {
    size = JSON.stringify(data)?.length ?? 0;
  } catch {
    return { ok: false, reason: 'the sandbox sent a message that is not plain data' };
  }
  if (size > MAX_MESSAGE_CHARS)
    return {
      ok: false,
      reason: `the sandbox sent ${Math.round(size / 1024)} KB, more than the ${MAX_MESSAGE_CHARS / 1024} KB allowed`,
    };
  const parsed = workerMessageSchema.safeParse(data);
  return parsed.success
    ? { ok: true, message: parsed.data }
    : {
        ok: false,
        reason: `the sandbox sent a message of the wrong shape (${parsed.error.issues[0]?.path.join('.') ?? ''})`,
      };
}
