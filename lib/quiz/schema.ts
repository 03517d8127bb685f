import '../zod-jitless';
import { z } from 'zod';
import { claimId, specRef } from '../content/schema';
import { QUESTION_ID } from './question-id';

/**
 * A question as an author writes it: a ```quiz fence of YAML inside a lesson section. The build checks it
 * with these schemas and adds where it stands (lesson, section) to make the bank entry.
 */

/** Stable for ever once published: progress and shared quiz sets refer to questions by id. */
export const questionId = z.string().regex(QUESTION_ID, 'question ids look like topic.name-in-kebab');

const optionId = z.string().regex(/^[a-z0-9-]+$/, 'option ids are short lowercase words: a, b, c or true, false');
const text = (min = 2) => z.string().trim().min(min);

const option = z.strictObject({
  id: optionId,
  text: text(1),
  correct: z.boolean().default(false),
  explanation: text(10),
});

const base = {
  id: questionId,
  topic: z.string().regex(/^[a-z-]+$/),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  claims: z.array(claimId).min(1),
  spec: z.array(specRef).min(1),
  prompt: text(10),
};

const uniqueOptionIds = (options: { id: string }[]) => new Set(options.map((o) => o.id)).size === options.length;

const single = z.strictObject({ ...base, type: z.literal('single'), options: z.array(option).min(3).max(6) });

const multi = z.strictObject({
  ...base,
  type: z.literal('multi'),
  /** How many to pick; the prompt says it too ("Pick two"). */
  select: z.number().int().min(2),
  options: z.array(option).min(4).max(8),
});

const trueFalse = z.strictObject({
  ...base,
  type: z.literal('truefalse'),
  options: z.tuple([option, option]),
});

/** Options listed in the correct order; the learner sees them shuffled. */
const order = z.strictObject({
  ...base,
  type: z.literal('order'),
  options: z
    .array(option.omit({ correct: true }))
    .min(3)
    .max(7),
});

/** A JSON payload; the options are fields of it (JSON Pointers), exactly one of which breaks the spec. */
const hotspot = z.strictObject({
  ...base,
  type: z.literal('hotspot'),
  payload: text(2),
  options: z
    .array(option.extend({ id: z.string().regex(/^(\/[^/]*)+$/, 'hotspot option ids are JSON Pointers') }))
    .min(3),
});

/** Typed answers: compared after normalization (case, spaces, quotes and backticks do not matter). */
const short = z.strictObject({
  ...base,
  type: z.literal('short'),
  answers: z.array(text(1)).min(1),
  explanation: text(10),
});

export const labTaskIds = [
  'page-to-end',
  'jsonrpc-error',
  'tool-error',
  'confirm-dropped-booking',
  'refetch-after-list-changed',
  'answer-input-required',
] as const;

/** Done in the lab, graded from its trace. */
const lab = z.strictObject({
  ...base,
  type: z.literal('lab'),
  task: z.enum(labTaskIds),
  /** The lab scenario the task starts from (`/lab?preset=…`); none means the free lab. */
  preset: z.string().optional(),
  explanation: text(10),
});

export const authoredQuestion = z
  .discriminatedUnion('type', [single, multi, trueFalse, order, hotspot, short, lab])
  .superRefine((q, ctx) => {
    if ('options' in q && !uniqueOptionIds(q.options))
      ctx.addIssue({ code: 'custom', message: 'option ids repeat', path: ['options'] });
    const correct = 'options' in q ? q.options.filter((o) => 'correct' in o && o.correct).length : 0;
    if ((q.type === 'single' || q.type === 'hotspot' || q.type === 'truefalse') && correct !== 1)
      ctx.addIssue({
        code: 'custom',
        message: `a ${q.type} question has exactly one correct option`,
        path: ['options'],
      });
    if (q.type === 'multi' && correct !== q.select)
      ctx.addIssue({
        code: 'custom',
        message: `select is ${q.select} but ${correct} options are correct`,
        path: ['select'],
      });
    if (q.type === 'truefalse' && q.options.map((o) => o.id).join() !== 'true,false')
      ctx.addIssue({
        code: 'custom',
        message: 'a truefalse question has options true and false, in that order',
        path: ['options'],
      });
  });

export type AuthoredQuestion = z.infer<typeof authoredQuestion>;
export type LabTaskId = (typeof labTaskIds)[number];

/** A question in the bank: as authored, plus where it is taught. */
export type Question = AuthoredQuestion & {
  lesson: string;
  section: { heading: string; anchor: string };
  /** The lesson file and line of the fence, for error messages. */
  source: string;
};
