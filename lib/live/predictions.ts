import { classify, type Channel } from '../mcp/classify';
import type { TraceMessage } from './contract';

/**
 * Predict, then run: a question bound to one step of a lab scenario. The room votes, the host's lab runs
 * the scenario up to that step, and `decide` reads the right option off the wire with the lab's own
 * classifier — no stored key. `observed` is the lab session's trace from the scenario's start through the
 * step (the lab's export format); `decide` returns null when the deciding exchange is not in it.
 */
export interface Prediction {
  id: string;
  scenario: string;
  /** Index into the scenario's steps: the host runs steps 0..step. */
  step: number;
  /** The lesson it belongs to (slug). */
  lesson: string;
  prompt: string;
  options: { id: string; text: string; explanation: string }[];
  decide(observed: readonly TraceMessage[]): string | null;
}

type Message = Record<string, unknown>;
const params = (m: Message) => (m.params ?? {}) as Record<string, unknown>;

/** The last request matching `match` and the response the client received to it. */
function exchange(observed: readonly TraceMessage[], match: (m: Message) => boolean) {
  const requests = observed.filter((e) => e.direction === 'to-server' && match(e.message));
  for (const request of requests.reverse()) {
    const response = observed.find(
      (e) =>
        e.seq > request.seq &&
        e.direction === 'to-client' &&
        !('method' in e.message) &&
        e.message.id === request.message.id,
    );
    if (response) return { request: request.message, response: response.message };
  }
  return null;
}

const callOf = (tool: string) => (m: Message) => m.method === 'tools/call' && params(m).name === tool;

/** The channel the server answered the first call of `tool` on (an input_required retry comes later). */
function firstCallChannel(observed: readonly TraceMessage[], tool: string): Channel | null {
  const first = observed.find((e) => e.direction === 'to-server' && callOf(tool)(e.message));
  if (!first) return null;
  const response = observed.find(
    (e) =>
      e.seq > first.seq && e.direction === 'to-client' && !('method' in e.message) && e.message.id === first.message.id,
  );
  return response ? classify(response.message) : null;
}

const channelOptions = (explain: Record<Channel, string>) =>
  (['jsonrpc-error', 'tool-error', 'input-required', 'success'] as const).map((id) => ({
    id,
    text: {
      'jsonrpc-error': 'A JSON-RPC error (an `error` object, no result)',
      'tool-error': 'A result with `isError: true`',
      'input-required': 'A result with `resultType: "input_required"`',
      success: 'A successful result',
    }[id],
    explanation: explain[id],
  }));

const toolNames = (m: Message | undefined) => {
  const result = m?.result as { tools?: { name?: unknown }[] } | undefined;
  return Array.isArray(result?.tools) ? result.tools.map((t) => String(t.name)) : null;
};

export const predictions: Prediction[] = [
  {
    id: 'predict.unknown-tool-channel',
    scenario: 'unknown-tool',
    step: 0,
    lesson: 'two-error-channels',
    prompt: 'The client calls `book_meting` — a typo, no tool has that name. Which channel answers?',
    options: channelOptions({
      'jsonrpc-error':
        'Right: the server cannot even find the tool, so it rejects the request at the protocol layer (code -32602).',
      'tool-error': 'No: isError is for a tool that ran and failed; here no tool ran at all.',
      'input-required': 'No: nothing is missing from the user; the name itself is wrong.',
      success: 'No: there is no tool to produce a result.',
    }),
    decide: (observed) => firstCallChannel(observed, 'book_meting'),
  },
  {
    id: 'predict.past-date-channel',
    scenario: 'bad-date',
    step: 0,
    lesson: 'two-error-channels',
    prompt:
      '`book_meeting` is called with arguments that fit its schema, but the date is in the past. Which channel answers?',
    options: channelOptions({
      'jsonrpc-error':
        'No: the request is well-formed and the tool exists, so the protocol layer has nothing to reject.',
      'tool-error':
        'Right: the tool ran and refused the date; it says so in a normal result with isError: true, which the model can read and correct.',
      'input-required': 'No: the server is not asking the user anything; the date is simply wrong.',
      success: 'No: a meeting in the past is not booked.',
    }),
    decide: (observed) => firstCallChannel(observed, 'book_meeting'),
  },
  {
    id: 'predict.missing-event-channel',
    scenario: 'tool-error',
    step: 0,
    lesson: 'two-error-channels',
    prompt: '`get_event` is called with `eventId: "evt-9999"`, an event that does not exist. Which channel answers?',
    options: channelOptions({
      'jsonrpc-error': 'No: the tool exists and the arguments are valid; only the lookup inside the tool fails.',
      'tool-error': 'Right: the tool ran, found nothing, and reports it as a result with isError: true.',
      'input-required': 'No: no further input would make the event exist.',
      success: 'No: the tool reports a failure, not an event.',
    }),
    decide: (observed) => firstCallChannel(observed, 'get_event'),
  },
  {
    id: 'predict.input-required-first-answer',
    scenario: 'input-required',
    step: 0,
    lesson: 'requests-in-2026-07-28',
    prompt:
      '`cancel_meeting` wants the user to confirm before it deletes. What does the server answer to the first call?',
    options: channelOptions({
      'jsonrpc-error': 'No: nothing is wrong with the request; the server just needs more before it can finish.',
      'tool-error': 'No: the tool has not failed; it is waiting for a confirmation.',
      'input-required':
        'Right: an interim result with resultType "input_required" asks for the confirmation; the client then retries with a new request id and the same requestState.',
      success: 'No: the meeting is not cancelled until the user confirms.',
    }),
    decide: (observed) => firstCallChannel(observed, 'cancel_meeting'),
  },
  {
    id: 'predict.empty-cursor-next',
    scenario: 'empty-cursor',
    step: 1,
    lesson: 'paging-tools-list',
    prompt:
      'The first page of tools/list came back with `nextCursor: ""`. The client sends `cursor: ""`. What comes back?',
    options: [
      {
        id: 'next-page',
        text: 'The second page: other tools',
        explanation:
          'Right: an empty string is still a cursor. It is present, so paging goes on, and sending it back gets the next page.',
      },
      {
        id: 'first-page',
        text: 'The first page again',
        explanation: 'No: the server treats "" as the cursor it handed out, not as "start over".',
      },
      {
        id: 'error',
        text: 'A JSON-RPC error: invalid cursor',
        explanation: 'No: "" is the cursor the server itself returned, so sending it back is valid.',
      },
    ],
    decide: (observed) => {
      const second = exchange(observed, (m) => m.method === 'tools/list' && params(m).cursor === '');
      if (!second) return null;
      if ('error' in second.response) return 'error';
      const first = exchange(observed, (m) => m.method === 'tools/list' && params(m).cursor === undefined);
      const [a, b] = [toolNames(first?.response), toolNames(second.response)];
      if (!a || !b) return null;
      return a.join() === b.join() ? 'first-page' : 'next-page';
    },
  },
];

const byId = new Map(predictions.map((p) => [p.id, p]));
export const prediction = (id: string) => byId.get(id);

/** What the pages need to offer predict questions (by lesson, or kept in a set link): no decide(). */
export const predictionList: { id: string; lesson: string; prompt: string; scenario: string; step: number }[] =
  predictions.map(({ id, lesson, prompt, scenario, step }) => ({ id, lesson, prompt, scenario, step }));
