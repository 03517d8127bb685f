/**
 * The messages between the bench (the host's process) and its learner processes, over Node's IPC channel.
 * Both sides parse what they receive with these schemas.
 */
import { z } from 'zod';

const times = z.array(z.number());

export const toLearners = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('setup'),
    /** Global learner numbers: nickname and seed come from them, and the instance a learner prefers. */
    learners: z.array(z.number().int().nonnegative()),
    bases: z.array(z.string()),
    up: z.array(z.boolean()),
    dropRate: z.number(),
    thinkMs: z.number(),
    /** How many of this process's learners join at once. */
    joinBatch: z.number().int().positive(),
  }),
  z.strictObject({ type: z.literal('up'), up: z.array(z.boolean()) }),
  z.strictObject({ type: z.literal('join'), joinCode: z.string() }),
  z.strictObject({ type: z.literal('connect') }),
  /** Replies once every learner of the process has `key` (`question:3`, `acked:3`…), or failed after the wait. */
  z.strictObject({ type: z.literal('await'), key: z.string(), timeoutMs: z.number() }),
  z.strictObject({ type: z.literal('finish') }),
]);
export type ToLearners = z.infer<typeof toLearners>;

export const totals = z.strictObject({
  acks: times,
  serverAcks: times,
  sent: z.number(),
  dropped: z.number(),
  duplicates: z.number(),
  conflicts: z.number(),
  reconnects: z.number(),
  /** The process's own event-loop delay, p99, in ms: time its learners' responses waited to be read. */
  loopDelayP99Ms: z.number(),
});
export type Totals = z.infer<typeof totals>;

export const fromLearners = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('joined'), joinMs: times }),
  /** `at`: when each learner had it, on the wall clock. */
  z.strictObject({ type: z.literal('reached'), key: z.string(), at: times }),
  z.strictObject({ type: z.literal('totals'), totals }),
  z.strictObject({ type: z.literal('failed'), error: z.string() }),
]);
export type FromLearners = z.infer<typeof fromLearners>;
