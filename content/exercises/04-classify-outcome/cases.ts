import { defineCases } from '../../../lib/exercises/define-cases';
import type { CaseDef } from '../../../lib/exercises/types';
import type { Exchange } from '../../../lib/exercises/wire';

type Outcome = 'jsonrpc-error' | 'tool-error' | 'input-required' | 'complete' | 'unknown';
type Rule = Outcome | 'once';

const TIMEOUT_MS = 500;
const OUTCOMES: readonly Outcome[] = ['jsonrpc-error', 'tool-error', 'input-required', 'complete', 'unknown'];

/** What the wire says the call's outcome was, in words. */
function onTheWire(x: Exchange): { outcome: Outcome; fact: string } {
  if (!x.response) return { outcome: 'unknown', fact: 'no response arrived' };
  if (x.error) {
    return {
      outcome: 'jsonrpc-error',
      fact: `the server answered with JSON-RPC error ${x.error.code} (${x.error.message})`,
    };
  }
  if (x.result?.resultType === 'input_required')
    return { outcome: 'input-required', fact: 'the server answered with resultType "input_required"' };
  if (x.result?.isError === true) return { outcome: 'tool-error', fact: 'the server answered with a result with isError: true' };
  return { outcome: 'complete', fact: 'the server answered with a complete result' };
}

const callCase = (
  name: string,
  call: { name: string; arguments: Record<string, unknown> },
  expected: Outcome,
  more: Pick<CaseDef<Rule>, 'faults'> & { why?: string } = {},
): CaseDef<Rule> => ({
  name,
  ...(more.faults ? { faults: more.faults } : {}),
  run: async ({ entry, client }) => entry(client, structuredClone(call), TIMEOUT_MS),
  check: ({ value, finished, wire, fail }) => {
    const calls = wire.requests('tools/call');
    if (calls.length === 0) return fail('once', 'your code sent no tools/call request');
    if (calls.length > 1)
      return fail('once', `your code sent ${calls.length} tools/call requests; classifying an outcome needs exactly one`);
    if (!finished) return undefined;
    const { outcome, fact } = onTheWire(calls[0]);
    // The case is built so the wire shows the outcome it is about; anything else is a broken case.
    if (outcome !== expected) throw new Error(`case "${name}": the wire shows ${outcome}, not ${expected}`);
    if (value === expected) return undefined;
    const said = OUTCOMES.includes(value as Outcome) ? `"${String(value)}"` : `${JSON.stringify(value)}, not one of the five outcomes`;
    return fail(expected, `${fact}, and your function said ${said}${more.why ? `; ${more.why}` : ''}`);
  },
});

const booking = {
  title: 'Budget review',
  date: '2026-09-16',
  start: '15:00',
  durationMinutes: 30,
  roomId: 'nook',
  requestKey: 'budget-review-1',
};

export default defineCases<Rule>({
  kind: 'client',
  entry: 'classifyCall',
  lesson: '07-two-error-channels',
  rules: {
    'jsonrpc-error': {
      section: 'Protocol errors: a JSON-RPC error object',
      text: 'a JSON-RPC error object means the request itself was rejected: there is no tool result (Tools: Error Handling)',
    },
    'tool-error': {
      section: 'Tool execution errors: a result that says it failed',
      text: 'isError: true is a tool execution error, reported inside a normal result (Tools: Error Handling)',
    },
    'input-required': {
      lesson: '04-call-tool-result',
      section: 'resultType: final, interim or invalid',
      text: 'resultType "input_required" is an interim result: the server needs input before it can finish (Schema: InputRequiredResult)',
    },
    complete: {
      lesson: '04-call-tool-result',
      section: "isError: did the tool's own work succeed?",
      text: 'a complete result without isError, or with isError: false, reports success (Schema: CallToolResult)',
    },
    unknown: {
      lesson: '10-did-the-call-succeed',
      section: 'Reported, pending, confirmed',
      text: 'a missing answer proves nothing either way: the outcome is unknown (pending) until a read settles it',
    },
    once: {
      lesson: '10-did-the-call-succeed',
      section: 'Request keys for side-effecting tools',
      text: 'classify the one call you made; repeating a side-effecting call can do it twice',
    },
  },
  cases: [
    callCase('a tool the server does not have', { name: 'book_room', arguments: {} }, 'jsonrpc-error'),
    callCase(
      'a booking in the past',
      { name: 'book_meeting', arguments: { ...booking, date: '2026-09-01' } },
      'tool-error',
    ),
    callCase(
      'arguments that fail the inputSchema',
      { name: 'book_meeting', arguments: { date: '2026-09-16', start: '15:00' } },
      'tool-error',
    ),
    callCase('a cancellation that asks first', { name: 'cancel_meeting', arguments: { eventId: 'evt-1004' } }, 'input-required'),
    callCase("today's date", { name: 'get_today', arguments: {} }, 'complete'),
    callCase('a slow answer is still an answer', { name: 'list_rooms', arguments: {} }, 'complete', {
      faults: (f) => f.setDelay(60),
    }),
    callCase('a booking whose answer is lost', { name: 'book_meeting', arguments: booking }, 'unknown', {
      faults: (f) => f.dropNextResponse('tools/call'),
      why: 'the lab lost the answer after the server had booked',
    }),
  ],
});
