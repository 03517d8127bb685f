import '../zod-jitless';
import * as z from 'zod/mini';

// zod/mini: these checks load wherever progress is read, so they take a few KB, not zod's full build.
import { MAX_CODE_CHARS, MAX_RUNS } from './exercises-slice';
import { migrateProgress, PROGRESS_VERSION, type PersistedProgress } from './persisted';

/**
 * Progress as a file (export / import) and as stored (the corrupt-storage check): one strict schema, so a
 * hand-edited, truncated or hostile file is refused with a reason and changes nothing.
 */

// Ids, slugs and anchors: lowercase words, so never "__proto__". A word such as "constructor" passes: readers take
// only a record's own properties (quiz-slice's `own`), and an imported file is refused for one anyway (hostileKey).
const key = z.string().check(z.regex(/^[a-z0-9][a-z0-9.:_-]*$/, 'an id of lowercase letters, digits and . : _ -'));
const time = z.int().check(z.nonnegative());
const count = z.int().check(z.nonnegative());
const str = (max: number) => z.string().check(z.maxLength(max));

const answer = z.union([
  z.strictObject({ choice: str(500) }),
  z.strictObject({ choices: z.array(str(500)).check(z.maxLength(20)) }),
  z.strictObject({ order: z.array(str(500)).check(z.maxLength(20)) }),
  z.strictObject({ text: str(2000) }),
  z.strictObject({ labDone: z.boolean() }),
]);

const attempt = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  at: time,
  correct: z.boolean(),
  mode: z.enum(['lesson', 'practice', 'exam', 'review']),
  confidence: z.optional(z.enum(['unsure', 'sure'])),
});

const topicScore = z.strictObject({
  topic: key,
  correct: count,
  total: z.int().check(z.positive()),
});

const exerciseRun = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  at: time,
  passed: count,
  failed: count,
});

const exercise = z.strictObject({
  runs: z.array(exerciseRun).check(z.maxLength(MAX_RUNS)),
  passing: z.optional(z.strictObject({ code: str(MAX_CODE_CHARS), at: time })),
});

const persisted = z.strictObject({
  lessons: z.record(
    key,
    z.strictObject({ completedAt: z.nullable(time), seen: z.array(key), checksOpen: z.optional(z.array(key)) }),
  ),
  attempts: z.record(key, z.array(attempt)),
  exam: z.nullable(
    z.strictObject({
      id: key,
      questionIds: z.array(key).check(z.minLength(1)),
      answers: z.record(key, answer),
      flagged: z.array(key),
      current: count,
      phase: z.enum(['answering', 'review']),
      startedAt: time,
      timing: z.enum(['standard', 'extra-50', 'double', 'untimed']),
      limitMs: z.nullable(time),
      showTimer: z.boolean(),
    }),
  ),
  examHistory: z.array(
    z.strictObject({
      id: key,
      finishedAt: time,
      correct: count,
      total: z.int().check(z.positive()),
      byTopic: z.array(topicScore),
      questionIds: z.array(key),
      answers: z.record(key, answer),
      timedOut: z.boolean(),
    }),
  ),
  exercises: z.record(key, exercise),
});

const envelope = z.strictObject({
  app: z.literal('mcpa-lab'),
  kind: z.literal('progress'),
  version: z.int().check(z.positive()),
  exportedAt: z.string(),
  state: z.unknown(),
});

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

const hostileKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** The first key anywhere in `value` that could reach an object's prototype; MCPA Lab never writes one. */
function hostileKey(value: unknown, depth = 0): string | undefined {
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const k of Object.keys(value)) {
    if (hostileKeys.has(k)) return k;
    const found = hostileKey((value as Record<string, unknown>)[k], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export type Checked = { ok: true; progress: PersistedProgress } | { ok: false; error: string };

const describe = (error: z.core.$ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`)
    .join('; ');

/** Saved state of any version, upgraded to this one and checked. */
export function checkState(state: unknown, version: number): Checked {
  if (version > PROGRESS_VERSION)
    return {
      ok: false,
      error: `it was saved by a newer version of MCPA Lab (format ${version}; this one reads up to ${PROGRESS_VERSION})`,
    };
  let upgraded: PersistedProgress;
  try {
    upgraded = migrateProgress(state, version);
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  const parsed = persisted.safeParse(upgraded);
  return parsed.success
    ? { ok: true, progress: parsed.data as PersistedProgress }
    : { ok: false, error: describe(parsed.error) };
}

/** An exported progress file: the text of it, checked. */
export function parseProgressFile(text: string): Checked {
  if (text.length > MAX_IMPORT_BYTES)
    return { ok: false, error: `the file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB` };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: `it is not JSON (${err instanceof Error ? err.message : String(err)})` };
  }
  const hostile = hostileKey(raw);
  if (hostile) return { ok: false, error: `it contains the key "${hostile}", which MCPA Lab never writes` };
  const file = envelope.safeParse(raw);
  if (!file.success) return { ok: false, error: `it is not an MCPA Lab progress file (${describe(file.error)})` };
  return checkState(file.data.state, file.data.version);
}

/** What localStorage holds under the progress key: nothing, readable progress, or something unreadable. */
export function checkStored(
  raw: string | null,
): { status: 'empty' } | { status: 'ok' } | { status: 'corrupt'; reason: string } {
  if (raw === null) return { status: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'corrupt', reason: 'it is not valid JSON' };
  }
  const stored = z.strictObject({ version: z.int(), state: z.unknown() }).safeParse(value);
  if (!stored.success) return { status: 'corrupt', reason: 'it has no version and state' };
  const checked = checkState(stored.data.state, stored.data.version);
  return checked.ok ? { status: 'ok' } : { status: 'corrupt', reason: checked.error };
}

export function exportProgress(progress: PersistedProgress, now = new Date()): string {
  return JSON.stringify(
    { app: 'mcpa-lab', kind: 'progress', version: PROGRESS_VERSION, exportedAt: now.toISOString(), state: progress },
    null,
    2,
  );
}
