import { defineCases } from '../../../lib/exercises/define-cases';
import { rawRequest } from '../../../lib/exercises/raw-rpc';
import type { CaseDef, CheckContext, Failure } from '../../../lib/exercises/types';
import type { TraceEntry } from '../../../lib/mcp/types';

type Rule = 'opt-in' | 'only-yours' | 'all-in-order' | 'result';

interface Update {
  progress?: unknown;
  total?: unknown;
  message?: unknown;
}

const OTHER_TOKEN = 'lab-other-export';

const paramsOf = (e: TraceEntry) => ((e.message as { params?: Record<string, unknown> }).params ?? {}) as Update & {
  progressToken?: unknown;
};
const same = (a: Update, b: Update) => a.progress === b.progress && a.total === b.total && a.message === b.message;
const show = (u: Update) => `${String(u.progress)}${u.message === undefined ? '' : ` "${String(u.message)}"`}`;

function judge({ value, finished, wire, fail }: CheckContext<Rule>): Failure | undefined {
  // The learner's call is the one the SDK client sent; the case's own runs through raw ids "case-…".
  const call = wire.requests('tools/call').find((c) => !String(c.id).startsWith('case-'));
  if (!call) return fail('result', 'your code sent no tools/call request');
  const token = (call.params._meta as { progressToken?: unknown } | undefined)?.progressToken;
  if (token === undefined) return fail('opt-in', `your tools/call (id ${JSON.stringify(call.id)}) carried no _meta.progressToken`);
  if (token === OTHER_TOKEN) return fail('opt-in', `your tools/call used the token ${JSON.stringify(token)} of a request still running`);
  if (!finished) return undefined;
  const progressOnWire = wire.entries.filter(
    (e) => e.direction === 'to-client' && 'method' in e.message && e.message.method === 'notifications/progress',
  );
  const mine = progressOnWire.filter((e) => paramsOf(e).progressToken === token).map(paramsOf);
  const others = progressOnWire.filter((e) => paramsOf(e).progressToken !== token).map(paramsOf);
  const got = (value as { progress?: unknown } | null)?.progress;
  if (!Array.isArray(got)) return fail('result', 'return { result, progress } with progress as a list');
  const returned = got as Update[];
  const foreign = returned.find((u) => !mine.some((m) => same(m, u)) && others.some((o) => same(o, u)));
  if (foreign)
    return fail('only-yours', `you returned progress ${show(foreign)} of another request (token "${OTHER_TOKEN}"), not of your token ${JSON.stringify(token)}`);
  if (returned.length !== mine.length || returned.some((u, i) => !same(u, mine[i])))
    return fail(
      'all-in-order',
      `the wire carried ${mine.length} notifications/progress for your token (${mine.map(show).join(', ') || 'none'}) and you returned ${returned.length} of them (${returned.map(show).join(', ') || 'none'})`,
    );
  // The SDK hands back the result without its wire-only fields; the content must be what the server sent.
  const result = (value as { result?: { content?: unknown } }).result;
  if (JSON.stringify(result?.content) !== JSON.stringify(call.result?.content))
    return fail('result', 'the result you returned is not the one the server sent for your call');
  return undefined;
}

function progressCase(
  name: string,
  call: { name: string; arguments: Record<string, unknown> },
  other?: Record<string, unknown>,
): CaseDef<Rule> {
  return {
    name,
    run: async ({ entry, client, lab }) => {
      lab.addTool('export_schedule');
      // Another export on the same connection, with its own token, reporting while the learner's call runs.
      const running = other
        ? rawRequest(client, 'tools/call', { name: 'export_schedule', arguments: other, _meta: { progressToken: OTHER_TOKEN } })
        : undefined;
      const value = await entry(client, call);
      await running;
      return value;
    },
    check: judge,
  };
}

export default defineCases<Rule>({
  kind: 'client',
  entry: 'collectProgress',
  lesson: '18-cancellation-progress-timeouts',
  rules: {
    'opt-in': {
      section: 'Asking for progress',
      text: 'a client asks for progress with a progressToken in the request _meta, unique among its active requests (Progress)',
    },
    'only-yours': {
      section: 'Asking for progress',
      text: 'each notifications/progress names the token of the request it reports on; others belong to other requests (Progress)',
    },
    'all-in-order': {
      section: 'What progress notifications must look like',
      text: 'every notification for your token counts, in the order it arrived (Progress)',
    },
    result: { section: 'Asking for progress', text: 'return { result, progress } with the call result the server sent' },
  },
  cases: [
    progressCase('an export in three parts', { name: 'export_schedule', arguments: { roomId: 'studio', weeks: 3 } }),
    progressCase(
      "another export's progress arrives in between",
      { name: 'export_schedule', arguments: { roomId: 'studio', weeks: 2 } },
      { roomId: 'atrium', weeks: 3 },
    ),
    progressCase('a tool that reports no progress', { name: 'get_today', arguments: {} }, { roomId: 'nook', weeks: 1 }),
  ],
});
