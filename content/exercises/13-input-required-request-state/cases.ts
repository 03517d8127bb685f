import type { Client } from '@modelcontextprotocol/client';
import { inputRequired } from '@modelcontextprotocol/server';
import { defineCases } from '../../../lib/exercises/define-cases';
import { learnerTool } from '../../../lib/exercises/server-tool';
import type { CaseDef, CheckContext, Failure } from '../../../lib/exercises/types';
import type { CalendarWorld } from '../../../lib/mcp/server/calendar-world';
import { EVENT_ID_PATTERN } from '../../../lib/mcp/server/tools/results';

type Rule = 'ask' | 'integrity' | 'binding' | 'answer' | 'quote' | 'result';

/** The server's secret: the case gives it, the learner only ever uses it through round.hmac. */
const KEY = 'mcpa-lab exercise key: 32 bytes or more, never sent';

async function hmacHex(data: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(data)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

const confirmSchema = {
  type: 'object' as const,
  properties: { confirm: { type: 'boolean' as const, title: 'Cancel and pay the fee' } },
  required: ['confirm'],
};

/** What the tool did to the calendar, for the checks. */
interface Desk {
  quotes: { eventId: string; fee: number }[];
  charges: { eventId: string; fee: number }[];
}

/** 5 credits per attendee; the price rises by 5 once quoted, so only the quote in the state is right. */
function deskOf(world: CalendarWorld, log: Desk) {
  const raised = new Set<string>();
  return {
    feeFor(eventId: string) {
      const event = world.event(eventId);
      if (!event || event.status !== 'confirmed') return undefined;
      const fee = event.attendees.length * 5 + (raised.has(eventId) ? 5 : 0);
      if (!raised.has(eventId)) log.quotes.push({ eventId, fee });
      raised.add(eventId);
      return fee;
    },
    cancel(eventId: string, fee: number) {
      log.charges.push({ eventId, fee });
      world.cancel(eventId);
    },
  };
}

/** One desk per lab world: every case runs on a fresh lab server, so its desk starts empty. */
const desks = new WeakMap<CalendarWorld, { log: Desk; desk: ReturnType<typeof deskOf> }>();
function deskFor(world: CalendarWorld) {
  let entry = desks.get(world);
  if (!entry) {
    const log: Desk = { quotes: [], charges: [] };
    entry = { log, desk: deskOf(world, log) };
    desks.set(world, entry);
  }
  return entry;
}

/** cancel_with_fee as the lab server registers it: the learner's handler, given the round and the desk. */
const cancelWithFeeTool = learnerTool(
  {
    name: 'cancel_with_fee',
    description: 'Cancel a meeting after the person accepts the late-cancellation fee quoted to them.',
    inputSchema: {
      type: 'object',
      properties: { eventId: { type: 'string', pattern: EVENT_ID_PATTERN } },
      required: ['eventId'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  },
  (entry, args, { world, sdk }) => {
    const state = sdk.mcpReq.requestState<string>();
    const round = {
      inputResponses: sdk.mcpReq.inputResponses,
      requestState: typeof state === 'string' ? state : undefined,
      hmac: hmacHex,
      askToConfirm: (message: string, requestState: string) =>
        inputRequired({
          inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: confirmSchema }) },
          requestState,
        }),
    };
    return entry(args, round, deskFor(world).desk);
  },
);

const ACCEPT = { confirm: { action: 'accept', content: { confirm: true } } };
const DECLINE = { confirm: { action: 'decline' } };

interface Attempt {
  what: string;
  /** error: JSON-RPC error; tool-error: isError; input_required; success */
  answer: 'error' | 'tool-error' | 'input_required' | 'success';
  chargesAfter: number;
}

interface Seen {
  first: { resultType?: unknown; requestState?: unknown; inputRequests?: unknown };
  attempts: Attempt[];
  desk: Desk;
}

async function call(client: Client, eventId: string, extra: Record<string, unknown> = {}) {
  try {
    const result = (await client.callTool(
      { name: 'cancel_with_fee', arguments: { eventId }, ...extra } as never,
      { allowInputRequired: true },
    )) as { resultType?: string; isError?: boolean };
    return result.resultType === 'input_required' ? 'input_required' : result.isError ? 'tool-error' : 'success';
  } catch {
    return 'error';
  }
}

/** Changed copies of a genuine state: the quoted fee rewritten to 0 wherever it can be found, then one byte. */
function tamperings(state: string, fee: number): { how: string; state: string }[] {
  const found = new RegExp(`(?<![0-9])${fee}(?![0-9])`);
  const out: { how: string; state: string }[] = [];
  if (found.test(state)) out.push({ how: `fee ${fee} → 0 in the text`, state: state.replace(found, '0') });
  const parts = state.split('.');
  parts.forEach((part, i) => {
    for (const url of [false, true]) {
      try {
        const b64 = url ? part.replace(/-/g, '+').replace(/_/g, '/') : part;
        const decoded = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
        if (!found.test(decoded)) continue;
        let again = btoa(decoded.replace(found, '0'));
        if (url) again = again.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        else if (!part.endsWith('=')) again = again.replace(/=+$/, '');
        const changed = [...parts];
        changed[i] = again;
        out.push({ how: `fee ${fee} → 0 inside its Base64`, state: changed.join('.') });
        return;
      } catch {
        // not Base64: try the next reading
      }
    }
  });
  const last = state.at(-1) ?? 'a';
  out.push({ how: 'its last character changed', state: state.slice(0, -1) + (last === 'a' ? 'b' : 'a') });
  return out.filter((t, i) => t.state !== state && out.findIndex((o) => o.state === t.state) === i);
}

type Plan = (client: Client, state: string, attempts: Attempt[], desk: Desk) => Promise<void>;

async function attempt(
  client: Client,
  attempts: Attempt[],
  what: string,
  eventId: string,
  extra: Record<string, unknown>,
  desk: Desk,
) {
  const answer = await call(client, eventId, extra);
  attempts.push({ what, answer, chargesAfter: desk.charges.length });
}

function stateCase(name: string, plan: Plan, judge: (seen: Seen, fail: CheckContext<Rule>['fail']) => Failure | undefined): CaseDef<Rule> {
  return {
    name,
    tool: cancelWithFeeTool,
    run: async ({ client, lab }) => {
      const desk = deskFor(lab.world).log;
      const first = (await client.callTool(
        { name: 'cancel_with_fee', arguments: { eventId: 'evt-1002' } },
        { allowInputRequired: true },
      )) as Seen['first'];
      const attempts: Attempt[] = [];
      if (first.resultType === 'input_required' && typeof first.requestState === 'string')
        await plan(client, first.requestState, attempts, desk);
      return { first, attempts, desk } satisfies Seen;
    },
    check: ({ value, finished, fail }) => {
      if (!finished) return undefined;
      const seen = value as Seen;
      if (seen.first.resultType !== 'input_required')
        return fail('ask', `the first call came back with resultType ${JSON.stringify(seen.first.resultType)}, not input_required`);
      if (typeof seen.first.requestState !== 'string' || seen.first.requestState === '')
        return fail('ask', 'the input_required result carried no requestState to bring the quote back');
      return judge(seen, fail);
    },
  };
}

const describe = (a: Attempt, desk: Desk) => {
  const charge = desk.charges[a.chargesAfter - 1];
  return a.chargesAfter > 0 && charge ? `cancelled ${charge.eventId} and charged ${charge.fee} credits` : `was answered ${a.answer}`;
};

export default defineCases<Rule>({
  kind: 'server',
  entry: 'cancelWithFee',
  lesson: '15-input-required-in-depth',
  rules: {
    ask: {
      section: 'What an interim result may carry',
      text: 'ask with input_required, and carry what the retry needs in requestState (Multi Round-Trip Requests)',
    },
    integrity: {
      section: 'requestState is attacker-controlled input',
      text: 'state that drives business logic must be integrity-protected, and state that fails verification rejected (MRTR: Server Requirements)',
    },
    binding: {
      section: 'requestState is attacker-controlled input',
      text: 'tie the state to the request it was issued for, and refuse it on any other (MRTR: Server Requirements)',
    },
    answer: {
      section: 'Missing, unexpected and malformed answers',
      text: 'a genuine state is not consent: act only on an accepted answer in inputResponses, and ask again when it is missing (MRTR)',
    },
    quote: {
      section: 'requestState is attacker-controlled input',
      text: 'charge the fee the person accepted: the quote carried in the sealed state',
    },
    result: { section: 'requestState is attacker-controlled input', text: 'cancel through the desk as given' },
  },
  cases: [
    stateCase(
      'accepted: cancelled at the quoted fee',
      async (client, state, attempts, desk) =>
        attempt(client, attempts, 'the accepted retry', 'evt-1002', { inputResponses: ACCEPT, requestState: state }, desk),
      (seen, fail) => {
        const [charge] = seen.desk.charges;
        const quoted = seen.desk.quotes[0]?.fee;
        if (!charge) return fail('result', `the accepted retry ${describe(seen.attempts[0], seen.desk)}, and nothing was cancelled`);
        if (charge.fee !== quoted) return fail('quote', `the retry charged ${charge.fee} credits, but the person accepted ${quoted}`);
        return undefined;
      },
    ),
    stateCase(
      'a tampered requestState is refused',
      async (client, state, attempts, desk) => {
        for (const t of tamperings(state, desk.quotes[0]?.fee ?? 15))
          await attempt(
            client,
            attempts,
            `a retry whose requestState was changed (${t.how})`,
            'evt-1002',
            { inputResponses: ACCEPT, requestState: t.state },
            desk,
          );
      },
      (seen, fail) => {
        const bad = seen.attempts.find((a) => a.chargesAfter > 0 || (a.answer !== 'error' && a.answer !== 'tool-error'));
        return bad ? fail('integrity', `${bad.what} ${describe(bad, seen.desk)}`) : undefined;
      },
    ),
    stateCase(
      "another meeting's state is refused",
      async (client, state, attempts, desk) =>
        attempt(
          client,
          attempts,
          'a call for evt-1003 carrying the state quoted for evt-1002',
          'evt-1003',
          { inputResponses: ACCEPT, requestState: state },
          desk,
        ),
      (seen, fail) => {
        const [a] = seen.attempts;
        return a && (a.chargesAfter > 0 || (a.answer !== 'error' && a.answer !== 'tool-error'))
          ? fail('binding', `${a.what} ${describe(a, seen.desk)}`)
          : undefined;
      },
    ),
    stateCase(
      'no answer, then declined: nothing is cancelled',
      async (client, state, attempts, desk) => {
        await attempt(client, attempts, 'a retry without inputResponses', 'evt-1002', { requestState: state }, desk);
        await attempt(client, attempts, 'a declined retry', 'evt-1002', { inputResponses: DECLINE, requestState: state }, desk);
      },
      (seen, fail) => {
        const acted = seen.attempts.find((a) => a.chargesAfter > 0);
        if (acted) return fail('answer', `${acted.what} ${describe(acted, seen.desk)} without an accepted confirmation`);
        if (seen.attempts[0]?.answer !== 'input_required')
          return fail('answer', `a retry without inputResponses was answered ${seen.attempts[0]?.answer ?? 'not at all'}, not input_required`);
        return undefined;
      },
    ),
  ],
});
