import type { Client } from '@modelcontextprotocol/client';
import { defineCases } from '../../../lib/exercises/define-cases';
import { rawNotify, rawRequest } from '../../../lib/exercises/raw-rpc';
import type { CaseDef, CheckContext, Failure } from '../../../lib/exercises/types';
import type { Exchange } from '../../../lib/exercises/wire';

type Rule = 'cancel' | 'id' | 'late' | 'live' | 'result';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Message = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
const paramsOf = (m: Message) => (typeof m.params === 'object' && m.params !== null ? (m.params as Record<string, unknown>) : {});

/** The learner's JSON-RPC channel: their messages go out as built, with the 2026-07-28 envelope added. */
function rpcFor(client: Client) {
  return {
    request: (m: Message) => {
      if (typeof m.id !== 'string' && typeof m.id !== 'number') throw new TypeError('a request needs an id (string or number)');
      if (typeof m.method !== 'string') throw new TypeError('a request needs a method');
      return rawRequest(client, m.method, paramsOf(m), m.id);
    },
    notify: (m: Message) => {
      if (typeof m.method !== 'string') throw new TypeError('a notification needs a method');
      if ('id' in m) throw new TypeError('a notification has no id');
      return rawNotify(client, m.method, paramsOf(m));
    },
  };
}

interface Setup {
  tool: string;
  args: Record<string, unknown>;
  deadlineMs: number;
  /** Message delay both ways (FaultPlan), so the answer crosses the cancellation. */
  delayMs?: number;
  expect: 'completed' | 'cancelled';
}

const cancellations = (ctx: CheckContext<Rule>) => ctx.wire.notifications('notifications/cancelled');
const requestIdOf = (entry: { message: unknown }) => paramsOf(entry.message as Message).requestId;

function judge(setup: Setup, ctx: CheckContext<Rule>): Failure | undefined {
  const { fail, wire, finished, value } = ctx;
  const call = wire.requests('tools/call')[0] as Exchange | undefined;
  if (!call) return fail('result', 'your code sent no tools/call request');
  const cancels = cancellations(ctx);
  if (setup.expect === 'completed') {
    const [cancel] = cancels;
    if (cancel)
      return fail('live', `the answer to ${JSON.stringify(call.id)} arrived in time, yet you sent notifications/cancelled for ${JSON.stringify(requestIdOf(cancel))}`);
    if (!finished) return undefined;
    const outcome = value as { outcome?: unknown; result?: unknown };
    if (outcome?.outcome !== 'completed' || JSON.stringify(outcome.result) !== JSON.stringify(call.result))
      return fail('result', `the server answered within the deadline; you returned ${JSON.stringify(outcome).slice(0, 120)}`);
    return undefined;
  }
  if (cancels.length === 0)
    return fail('cancel', `no answer came within ${setup.deadlineMs} ms and your client sent no notifications/cancelled`);
  const named = requestIdOf(cancels[0]);
  if (named !== call.id)
    return fail('id', `your notifications/cancelled named requestId ${JSON.stringify(named)}, but the tools/call had id ${JSON.stringify(call.id)}`);
  if (!finished) return undefined;
  const outcome = value as { outcome?: unknown; requestId?: unknown };
  if (outcome?.outcome === 'completed' && call.response && call.response.seq > cancels[0].seq)
    return fail('late', `the response to ${JSON.stringify(call.id)} arrived after your notifications/cancelled, and you returned its result`);
  if (outcome?.outcome !== 'cancelled' || outcome.requestId !== call.id)
    return fail('result', `you cancelled ${JSON.stringify(call.id)} but returned ${JSON.stringify(outcome).slice(0, 120)}`);
  return undefined;
}

function deadlineCase(name: string, setup: Setup): CaseDef<Rule> {
  return {
    name,
    ...(setup.delayMs ? { faults: (faults) => faults.setDelay(setup.delayMs!) } : {}),
    run: async ({ entry, client, lab }) => {
      lab.addTool('export_schedule');
      const value = await entry(rpcFor(client), { name: setup.tool, arguments: setup.args }, setup.deadlineMs);
      // Long enough for an answer that crossed the cancellation (or a server that did not stop) to show.
      await sleep((setup.delayMs ?? 0) * 2 + 150);
      return value;
    },
    check: (ctx) => judge(setup, ctx),
  };
}

export default defineCases<Rule>({
  kind: 'client',
  entry: 'callWithDeadline',
  lesson: '18-cancellation-progress-timeouts',
  rules: {
    cancel: {
      section: 'Two ways to cancel, one per transport',
      text: 'without a per-request stream (stdio, in memory) a client cancels by sending notifications/cancelled (Cancellation)',
    },
    id: {
      section: 'What a cancellation may name, and what the server does with it',
      text: "notifications/cancelled names the JSON-RPC id of the request it cancels in params.requestId (Cancellation)",
    },
    late: {
      section: 'The cancellation and the response can cross',
      text: 'a response that arrives for a cancelled request is ignored (Cancellation: Timing Considerations)',
    },
    live: {
      section: 'What a cancellation may name, and what the server does with it',
      text: 'a cancellation may name only a request still in progress (Cancellation: Behavior Requirements)',
    },
    result: { section: 'Every request gets a timeout', text: 'return the outcome the starter declares' },
  },
  cases: [
    deadlineCase('a slow export, deadline 150 ms', {
      tool: 'export_schedule',
      args: { roomId: 'studio', weeks: 4 },
      deadlineMs: 150,
      expect: 'cancelled',
    }),
    deadlineCase('the answer crosses the cancellation (every message delayed 300 ms)', {
      tool: 'get_today',
      args: {},
      deadlineMs: 100,
      delayMs: 300,
      expect: 'cancelled',
    }),
    deadlineCase('a quick answer well within the deadline', {
      tool: 'get_today',
      args: {},
      deadlineMs: 800,
      expect: 'completed',
    }),
  ],
});
