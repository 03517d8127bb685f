import { Validator, type Schema } from '@cfworker/json-schema';
import type { CallToolResult, Client, Tool } from '@modelcontextprotocol/client';
import { defineCases } from '../../../lib/exercises/define-cases';
import type { CaseDef } from '../../../lib/exercises/types';
import { rawRequest } from '../../../lib/exercises/raw-rpc';

type Rule = 'no-schema' | 'any-value' | 'validate' | 'error-results' | 'missing' | 'result';
type Expected = 'valid' | 'invalid' | 'not-checked';

/** The validator the learner gets: @cfworker/json-schema, 2020-12, the first errors as "where: what". */
const validate = (schema: object, value: unknown): string[] =>
  new Validator(schema as Schema, '2020-12', false)
    .validate(value)
    .errors.slice(0, 3)
    .map((e) => `${e.instanceLocation || '#'}: ${e.error}`);

interface Seen {
  tool: Tool;
  result: CallToolResult;
  value: unknown;
}

/**
 * Lists the tool, then calls it with a raw request so the result reaches the learner exactly as the server
 * sent it (the SDK client would check it first, and refuse a lie before the learner saw it).
 */
async function callRaw(client: Client, name: string, args: Record<string, unknown>) {
  const { tools } = await client.listTools();
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(`the lab lists no tool ${name}`);
  const reply = await rawRequest(client, 'tools/call', { name, arguments: args });
  if (!('result' in reply)) throw new Error(`${name} answered with a JSON-RPC error`);
  return { tool, result: reply.result as unknown as CallToolResult };
}

/** Long schemas and values are cut, so the message stays one readable line. */
const clip = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max)}…` : text);
const show = (v: unknown) => (v === undefined ? 'no structuredContent' : `structuredContent ${clip(JSON.stringify(v))}`);

function verdictCase(
  name: string,
  tool: string,
  args: Record<string, unknown>,
  expected: Expected,
  rule: Rule,
  server?: CaseDef<Rule>['server'],
): CaseDef<Rule> {
  return {
    name,
    ...(server ? { server } : {}),
    run: async ({ entry, client }) => {
      const { tool: def, result } = await callRaw(client, tool, args);
      return { tool: def, result, value: await entry(def, result, validate) } satisfies Seen;
    },
    check: ({ value, finished, fail }) => {
      if (!finished) return undefined;
      const seen = value as Seen;
      const status = (seen.value as { status?: unknown } | null)?.status;
      if (status !== 'valid' && status !== 'invalid' && status !== 'not-checked')
        return fail('result', `you returned ${JSON.stringify(seen.value)}, not a verdict with status valid, invalid or not-checked`);
      if (status === expected) return undefined;
      const schema = seen.tool.outputSchema ? `outputSchema ${clip(JSON.stringify(seen.tool.outputSchema))}` : 'no outputSchema';
      const kind = seen.result.isError === true ? 'an error result' : 'a success';
      return fail(
        rule,
        `${tool} declares ${schema}; it sent ${kind} with ${show(seen.result.structuredContent)}, and you returned "${status}" where "${expected}" was due`,
      );
    },
  };
}

export default defineCases<Rule>({
  kind: 'client',
  entry: 'checkStructuredContent',
  lesson: '08-structured-output',
  rules: {
    'no-schema': {
      section: 'Declaring an outputSchema',
      text: 'a tool without an outputSchema promises no shape, so there is nothing to check (Output Schema)',
    },
    'any-value': {
      section: 'Any JSON value, since 2026-07-28',
      text: 'an array is a JSON value too: since 2026-07-28 structuredContent may be any JSON value (Structured Content)',
    },
    validate: {
      section: 'Validate against the revision in use',
      text: "clients should validate structuredContent against the tool's outputSchema themselves; a server can lie (Output Schema)",
    },
    'error-results': {
      section: 'isError and outputSchema are unlinked',
      text: 'an error result may leave structuredContent out; only a present value is checked (Error Handling)',
    },
    missing: {
      section: 'Declaring an outputSchema',
      text: 'a success of a tool with an outputSchema must carry conforming structuredContent (Output Schema)',
    },
    result: { section: 'Validate against the revision in use', text: 'return { status, … } as the starter declares' },
  },
  cases: [
    verdictCase('an object that matches (get_event)', 'get_event', { eventId: 'evt-1001' }, 'valid', 'validate'),
    verdictCase('an array result (list_event_ids)', 'list_event_ids', {}, 'valid', 'any-value'),
    verdictCase(
      'a server that lies: a percentage string for a number from 0 to 1',
      'room_occupancy',
      { roomId: 'atrium', date: '2026-09-14' },
      'invalid',
      'validate',
      { checkOutput: false },
    ),
    verdictCase(
      'an error result without structuredContent (book_meeting in the past)',
      'book_meeting',
      { title: 'Retro', date: '2026-09-01', start: '10:00', durationMinutes: 30, roomId: 'nook' },
      'not-checked',
      'error-results',
    ),
    verdictCase('a tool without outputSchema (get_today)', 'get_today', {}, 'not-checked', 'no-schema'),
  ],
});
