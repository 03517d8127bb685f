import { defineCases } from '../../../lib/exercises/define-cases';
import type { CaseDef } from '../../../lib/exercises/types';
import { ordinal, type Exchange } from '../../../lib/exercises/wire';
import { planOffsite } from './offsite-tool';

type Rule = 'retry' | 'new-id' | 'full' | 'state' | 'declared' | 'answer' | 'result';

const json = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Answers = Record<string, unknown>;

const argsOf = (params: Record<string, unknown>) =>
  params.arguments === undefined ? 'no arguments' : `arguments ${json(params.arguments)}`;

/** Judges retry number `i` (0-based among the calls) against the input_required result before it. */
function checkRetry(calls: Exchange[], i: number, answers: Answers, fail: (r: Rule, f: string) => ReturnType<CaseDef<Rule>['check']>) {
  const previous = calls[i - 1];
  const current = calls[i];
  const n = `the ${ordinal(i + 1)} tools/call request`;
  const interim = previous.result;
  if (interim?.resultType !== 'input_required') {
    const got = previous.error ? 'a JSON-RPC error' : 'a complete result';
    return fail('retry', `${n} was sent after ${got}; only input_required asks for a retry`);
  }
  if (calls.slice(0, i).some((c) => c.id === current.id))
    return fail('new-id', `${n} reused id ${JSON.stringify(current.id)}, already used by an earlier request`);
  const original = calls[0].params;
  if (current.params.name !== original.name || !same(current.params.arguments, original.arguments)) {
    return fail(
      'full',
      `${n} sent ${json(current.params.name)} with ${argsOf(current.params)}; the original call sent ${json(original.name)} with ${argsOf(original)}`,
    );
  }
  const given = interim.requestState;
  if (given === undefined && 'requestState' in current.params)
    return fail('state', `${n} sent requestState ${json(current.params.requestState)}, though the server gave none`);
  if (given !== undefined && !('requestState' in current.params))
    return fail('state', `${n} sent no requestState; the input_required result gave ${json(given)}`);
  if (given !== undefined && current.params.requestState !== given) {
    return fail(
      'state',
      `${n} sent requestState ${json(current.params.requestState)}, not the exact ${json(given)} the server gave`,
    );
  }
  const asked = Object.keys((interim.inputRequests as Record<string, unknown> | undefined) ?? {});
  const responses = (current.params.inputResponses as Record<string, unknown> | undefined) ?? {};
  const sent = Object.keys(responses);
  if (sent.some((k) => !asked.includes(k)))
    return fail('declared', `${n} answered ${sent.join(', ')}; the server asked for ${asked.join(', ')} only`);
  const missing = asked.filter((k) => !sent.includes(k));
  if (missing.length) return fail('declared', `${n} left ${missing.join(', ')} unanswered`);
  for (const key of asked) {
    if (!same(responses[key], answers[key]))
      return fail('answer', `${n} answered ${key} with ${json(responses[key])}; answer() gave ${json(answers[key])}`);
  }
  return undefined;
}

const mrtrCase = (
  name: string,
  call: { name: string; arguments: Record<string, unknown> },
  answers: Answers,
  extra: Pick<CaseDef<Rule>, 'tool'> = {},
): CaseDef<Rule> => ({
  name,
  ...extra,
  run: async ({ entry, client }) => entry(client, structuredClone(call), (key: string) => structuredClone(answers[key])),
  check: ({ value, finished, wire, fail }) => {
    const calls = wire.requests('tools/call');
    if (calls.length === 0) return fail('retry', 'your code sent no tools/call request');
    for (let i = 1; i < calls.length; i++) {
      const broken = checkRetry(calls, i, answers, fail);
      if (broken) return broken;
    }
    if (!finished) return undefined;
    const last = calls[calls.length - 1];
    if (last.result?.resultType === 'input_required') {
      return fail(
        'retry',
        `your code stopped after the input_required answer to the ${ordinal(calls.length)} tools/call request`,
      );
    }
    const content = (value as { content?: unknown } | null)?.content;
    if (!same(content, last.result?.content))
      return fail('result', "your function did not return the final result's content as the server sent it");
    return undefined;
  },
});

const accept = (content: Record<string, unknown>) => ({ action: 'accept', content });

export default defineCases<Rule>({
  kind: 'client',
  entry: 'callWithInput',
  lesson: '15-input-required-in-depth',
  rules: {
    retry: {
      section: 'What the client does with it',
      text: 'an input_required result is answered and the call retried until a final result arrives (MRTR: Basic Workflow)',
    },
    'new-id': {
      lesson: '11-requests-in-2026-07-28',
      section: 'When the server needs more input',
      text: 'a retry is a new request with a new id (MRTR: Client Requirements)',
    },
    full: {
      section: 'What the client does with it',
      text: 'a retry repeats the whole original call, name and arguments, plus the answers (MRTR: Basic Workflow)',
    },
    state: {
      section: 'What the client does with it',
      text: 'requestState goes back exactly as the server sent it, and only if it sent one (MRTR: Client Requirements)',
    },
    declared: {
      section: 'What the client does with it',
      text: "inputResponses answer exactly this round's inputRequests keys; earlier answers do not carry over (MRTR: InputResponses)",
    },
    answer: {
      section: 'What the client does with it',
      text: 'each inputResponses entry is the answer to the request under that key (MRTR: InputResponses)',
    },
    result: { section: 'What the client does with it', text: 'return the final result the server sent' },
  },
  cases: [
    mrtrCase('cancel a meeting, confirmed', { name: 'cancel_meeting', arguments: { eventId: 'evt-1004' } }, {
      confirm: accept({ confirm: true }),
    }),
    mrtrCase('cancel a meeting, declined', { name: 'cancel_meeting', arguments: { eventId: 'evt-1005' } }, {
      confirm: { action: 'decline' },
    }),
    mrtrCase(
      'two rounds with unusual requestState',
      { name: 'plan_offsite', arguments: { team: 'design' } },
      { confirm: accept({ confirm: true }), headcount: accept({ headcount: 12 }) },
      { tool: () => planOffsite },
    ),
    mrtrCase('no input needed', { name: 'get_today', arguments: {} }, {}),
  ],
});
