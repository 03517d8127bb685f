import type { Tool } from '@modelcontextprotocol/client';
import { defineCases } from '../../../lib/exercises/define-cases';
import type { CaseDef, CheckContext, Failure } from '../../../lib/exercises/types';
import type { LabServer } from '../../../lib/mcp/server/lab-server';

type Rule = 'listen' | 'refetch' | 'complete' | 'result';

/** What the case saw: every list the learner reported, and the tool change each step made. */
interface Seen {
  reported: string[][];
  steps: { change: string; listed: string[]; reportedAfter: string[] | undefined }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (a little) for the learner to report a list that `done` accepts; returns the last report either way. */
async function settle(reported: string[][], done: (names: string[]) => boolean, ms = 700) {
  for (let waited = 0; waited < ms && !done(reported.at(-1) ?? []); waited += 20) await sleep(20);
  return reported.at(-1);
}

type Change = { add: string } | { remove: string };

async function runChanges(
  entry: (...args: unknown[]) => unknown,
  client: unknown,
  lab: LabServer,
  changes: Change[],
): Promise<Seen> {
  const reported: string[][] = [];
  const stop = await entry(client, (tools: Tool[]) => reported.push(tools.map((t) => t.name)));
  await settle(reported, (names) => names.length > 0);
  const steps: Seen['steps'] = [];
  for (const change of changes) {
    if ('add' in change) lab.addTool(change.add);
    else lab.removeTool(change.remove);
    const listed = lab.definitions().map((t) => t.name);
    const reportedAfter = await settle(reported, (names) => names.join() === listed.join());
    steps.push({ change: 'add' in change ? `added ${change.add}` : `removed ${change.remove}`, listed, reportedAfter });
    // One step the learner missed is enough to judge; waiting out the next would only risk the time limit.
    if (reportedAfter?.join() !== listed.join()) break;
  }
  if (typeof stop === 'function') await (stop as () => Promise<void>)();
  return { reported, steps };
}

function judge({ value, finished, wire, fail }: CheckContext<Rule>): Failure | undefined {
  const listens = wire.requests('subscriptions/listen');
  if (listens.length === 0) return fail('listen', 'your client sent no subscriptions/listen request');
  const asked = listens.some((l) => (l.params.notifications as { toolsListChanged?: unknown })?.toolsListChanged === true);
  if (!asked) return fail('listen', `your subscriptions/listen asked for ${JSON.stringify(listens[0].params.notifications)}`);
  const lists = wire.requests('tools/list');
  for (const notice of wire.entries) {
    if (notice.direction !== 'to-client' || !('method' in notice.message)) continue;
    if (notice.message.method !== 'notifications/tools/list_changed') continue;
    if (!lists.some((l) => l.request.seq > notice.seq))
      return fail('refetch', `the server sent notifications/tools/list_changed (message ${notice.seq}) and no tools/list request followed`);
  }
  if (!finished) return undefined;
  const seen = value as Seen;
  for (const step of seen.steps) {
    const got = step.reportedAfter;
    if (got === undefined) return fail('result', `after the lab ${step.change} you had reported no list at all`);
    if (got.join() === step.listed.join()) continue;
    const missing = step.listed.filter((n) => !got.includes(n));
    const extra = got.filter((n) => !step.listed.includes(n));
    const tool = step.change.split(' ')[1];
    const first = missing.includes(tool) ? [tool, ...missing.filter((n) => n !== tool)] : missing;
    const what = missing.length
      ? `lacked ${first.slice(0, 3).join(', ')}${first.length > 3 ? ` and ${first.length - 3} more` : ''}`
      : extra.length
        ? `still had ${extra.join(', ')}`
        : 'had the tools in another order';
    return fail('complete', `after the lab ${step.change}, the last list you reported had ${got.length} tools and ${what}`);
  }
  return undefined;
}

const watchCase = (name: string, changes: Change[], server?: CaseDef<Rule>['server']): CaseDef<Rule> => ({
  name,
  ...(server ? { server } : {}),
  run: ({ entry, client, lab }) => runChanges(entry, client, lab, changes),
  check: judge,
});

export default defineCases<Rule>({
  kind: 'client',
  entry: 'watchTools',
  lesson: '09-subscriptions-listen',
  rules: {
    listen: {
      section: 'Opening the stream',
      text: 'list-changed notices come only on a subscriptions/listen stream opened with toolsListChanged: true (Subscriptions)',
    },
    refetch: {
      section: 'The notice carries no tools',
      text: 'the notice carries no tools: the client fetches the new list with tools/list (Subscriptions; Tools)',
    },
    complete: {
      section: 'The notice carries no tools',
      text: 'the new list is the whole list, every page of tools/list (Subscriptions; Pagination)',
    },
    result: { section: 'The notice carries no tools', text: 'call onTools with every tool the server lists' },
  },
  cases: [
    watchCase('a tool is added', [{ add: 'hold_slot' }]),
    watchCase('a tool is added, then removed', [{ add: 'hold_slot' }, { remove: 'hold_slot' }]),
    watchCase('two tools added one after the other, pages of 4', [{ add: 'hold_slot' }, { add: 'release_hold' }], {
      pageSize: 4,
    }),
  ],
});
