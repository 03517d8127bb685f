import { Validator, type Schema } from '@cfworker/json-schema';
import { defineCases } from '../../../lib/exercises/define-cases';
import { learnerTool } from '../../../lib/exercises/server-tool';
import type { CaseDef, CheckContext, Failure } from '../../../lib/exercises/types';
import type { CalendarWorld } from '../../../lib/mcp/server/calendar-world';
import { checkSlot, EVENT_ID_PATTERN, TIME_PATTERN } from '../../../lib/mcp/server/tools/results';

type Rule = 'channel' | 'iserror' | 'structured' | 'conform' | 'text' | 'contract' | 'result';
type Code = 'SLOT_TAKEN' | 'IN_THE_PAST' | 'OUTSIDE_HOURS';

const OUTPUT_SCHEMA = {
  type: 'object',
  oneOf: [
    {
      properties: { booked: { const: true }, eventId: { type: 'string', pattern: EVENT_ID_PATTERN } },
      required: ['booked', 'eventId'],
    },
    {
      properties: {
        booked: { const: false },
        error: {
          type: 'object',
          properties: { code: { enum: ['SLOT_TAKEN', 'IN_THE_PAST', 'OUTSIDE_HOURS'] }, message: { type: 'string' } },
          required: ['code', 'message'],
          additionalProperties: false,
        },
      },
      required: ['booked', 'error'],
    },
  ],
};

/** The calendar the learner's handler books through: the lab world's own slot rules, with a code per refusal. */
function calendarOf(world: CalendarWorld) {
  return {
    book(args: Record<string, unknown>) {
      const slot = {
        date: String(args.date),
        start: String(args.start),
        durationMinutes: Number(args.durationMinutes),
        roomId: String(args.roomId),
      };
      const checked = checkSlot(world, slot);
      if ('problem' in checked) {
        const code: Code = checked.problem.startsWith('SLOT_TAKEN')
          ? 'SLOT_TAKEN'
          : checked.problem.includes('in the past')
            ? 'IN_THE_PAST'
            : 'OUTSIDE_HOURS';
        return { ok: false as const, code, message: checked.problem.replace(/^SLOT_TAKEN: /, '') };
      }
      const { event } = world.book({ ...slot, end: checked.end, title: String(args.title), attendees: [] });
      return { ok: true as const, eventId: event.id };
    },
  };
}

/** book_room as the lab server registers it: the learner's handler behind the case's definition. */
const bookRoomTool = learnerTool(
  {
    name: 'book_room',
    description: 'Book a room. A refusal (taken, past, outside hours) is a tool error with a structured reason.',
    inputSchema: {
      type: 'object',
      properties: {
        title: { type: 'string', minLength: 1 },
        date: { type: 'string', format: 'date' },
        start: { type: 'string', pattern: TIME_PATTERN },
        durationMinutes: { type: 'integer', minimum: 15, maximum: 600 },
        roomId: { type: 'string', enum: ['atrium', 'studio', 'nook'] },
      },
      required: ['title', 'date', 'start', 'durationMinutes', 'roomId'],
      additionalProperties: false,
    },
    outputSchema: OUTPUT_SCHEMA,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  },
  (entry, args, { world }) => entry(args, calendarOf(world)),
);

const validator = new Validator(OUTPUT_SCHEMA as unknown as Schema, '2020-12', false);
const branches = OUTPUT_SCHEMA.oneOf.map((b) => new Validator({ type: 'object', ...b } as unknown as Schema, '2020-12', false));

function judge(expected: Code | 'booked', { wire, lab, fail, finished }: CheckContext<Rule>): Failure | undefined {
  const call = wire.requests('tools/call')[0];
  if (!call) return fail('result', 'the client sent no tools/call');
  if (call.error) return fail('channel', `the call was answered with JSON-RPC error ${call.error.code}: ${call.error.message}`);
  if (!finished || !call.result) return undefined;
  const result = call.result as { isError?: unknown; content?: { type: string; text?: string }[]; structuredContent?: unknown };
  const refused = expected !== 'booked';
  if (refused && result.isError !== true)
    return fail(
        'iserror',
        `the refused booking (${expected}) came back ${result.isError === undefined ? 'without isError' : `with isError ${JSON.stringify(result.isError)}`}`,
      );
  if (!refused && result.isError === true) return fail('result', 'a booking of a free slot came back with isError: true');
  if (!result.content?.some((b) => b.type === 'text' && (b.text ?? '').trim() !== ''))
    return fail('text', 'the result carried no text block for the model to read');
  if (result.structuredContent === undefined)
    return fail('structured', `your ${refused ? 'error ' : ''}result carried no structuredContent`);
  const checked = validator.validate(result.structuredContent);
  if (!checked.valid) {
    // Explain against the branch the value claims (booked true or false): the other branch's errors say less.
    const booked = (result.structuredContent as { booked?: unknown } | null)?.booked;
    const branch = booked === true ? branches[0] : booked === false ? branches[1] : undefined;
    const errors = branch ? branch.validate(result.structuredContent).errors : checked.errors;
    const why = errors.find((e) => e.keyword !== 'properties' && e.keyword !== 'oneOf') ?? errors[0];
    return fail(
      'conform',
      `structuredContent ${JSON.stringify(result.structuredContent)} does not match the outputSchema (${why?.instanceLocation ?? '#'}: ${why?.error ?? 'invalid'})`,
    );
  }
  const value = result.structuredContent as { booked: boolean; eventId?: string; error?: { code: string } };
  if (refused && value.error?.code !== expected)
    return fail('contract', `the refusal said code ${JSON.stringify(value.error?.code)}, but the calendar refused with ${expected}`);
  if (!refused && (!value.eventId || !lab.world.event(value.eventId)))
    return fail('result', `the booking named ${JSON.stringify(value.eventId)}, which the calendar does not hold`);
  return undefined;
}

function bookingCase(name: string, args: Record<string, unknown>, expected: Code | 'booked'): CaseDef<Rule> {
  return {
    name,
    tool: bookRoomTool,
    run: async ({ client }) => client.callTool({ name: 'book_room', arguments: args }),
    check: (ctx) => judge(expected, ctx),
  };
}

const slot = (date: string, start: string, roomId = 'atrium') => ({
  title: 'Roadmap review',
  date,
  start,
  durationMinutes: 60,
  roomId,
});

export default defineCases<Rule>({
  kind: 'server',
  entry: 'bookRoom',
  lesson: '07-two-error-channels',
  rules: {
    channel: {
      section: 'Two ways a call can fail',
      text: 'a refusal by the tool is a tool execution error inside a result, not a JSON-RPC error (Error Handling)',
    },
    iserror: {
      section: 'Tool execution errors: a result that says it failed',
      text: 'a tool whose work failed returns a result with isError: true (Error Handling)',
    },
    structured: {
      section: 'isError is not tied to outputSchema',
      text: 'an error contract declared in the outputSchema is kept by error results too; a thrown error loses it',
    },
    conform: {
      section: 'isError is not tied to outputSchema',
      text: "structuredContent must conform to the tool's outputSchema, error results included (Output Schema)",
    },
    text: {
      section: 'What the model gets to see',
      text: 'the model reads content: say in a text block what happened (Tool Result)',
    },
    contract: {
      section: 'Tool execution errors: a result that says it failed',
      text: "the structured error names the calendar's reason, so a program can act on it",
    },
    result: { section: 'Tool execution errors: a result that says it failed', text: 'book through the calendar as given' },
  },
  cases: [
    bookingCase('a free slot is booked', slot('2026-09-15', '15:00', 'studio'), 'booked'),
    bookingCase('the slot is taken', slot('2026-09-14', '14:00'), 'SLOT_TAKEN'),
    bookingCase('a date in the past', slot('2026-09-01', '10:00'), 'IN_THE_PAST'),
    bookingCase('after working hours', slot('2026-09-16', '17:30'), 'OUTSIDE_HOURS'),
  ],
});
