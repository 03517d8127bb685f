import type { McpSubscription } from '@modelcontextprotocol/client';
import { LabSession, type CallOutcome } from '../client/session';
import { createLabServer, type LabServer } from '../server/lab-server';
import type { Era, JsonRpcMessage, TraceEntry } from '../types';
import type { Scenario, Step } from './types';

export interface StepReport {
  step: Step;
  /** One line for people: what happened. */
  summary: string;
  outcome?: CallOutcome;
  response?: JsonRpcMessage;
  /** Progress notifications the call received, in order. */
  progress?: { progress: number; total?: number; message?: string }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the next message the client receives that matches, or null after `timeoutMs`. */
function nextReceived(
  session: LabSession,
  match: (e: TraceEntry) => boolean,
  timeoutMs = 2000,
): Promise<TraceEntry | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, timeoutMs);
    const stop = session.recorder.subscribe((entry) => {
      if (entry.direction === 'to-client' && match(entry)) {
        clearTimeout(timer);
        stop();
        resolve(entry);
      }
    });
  });
}

const isListChanged = (e: TraceEntry) =>
  'method' in e.message && e.message.method === 'notifications/tools/list_changed';

/** Runs steps against one session, keeping what paging and subscriptions need between steps. */
export class StepRunner {
  /** The cursor for the next page: undefined before the first page, null after the last. */
  private cursor: string | null | undefined = undefined;
  private subscription: McpSubscription | undefined;
  private lastCall: { tool: string; args?: Record<string, unknown>; progress?: boolean } | undefined;

  constructor(readonly session: LabSession) {}

  get listening(): boolean {
    return this.subscription !== undefined;
  }

  async run(step: Step): Promise<StepReport> {
    const s = this.session;
    switch (step.do) {
      case 'list-page': {
        if (step.from === 'next' && this.cursor === null)
          return { step, summary: 'No more pages: the last page had no nextCursor.' };
        const cursor = step.from === 'start' ? undefined : (this.cursor ?? undefined);
        const page = await s.listToolsPage(cursor);
        this.cursor = page.nextCursor === undefined ? null : page.nextCursor;
        const next =
          page.nextCursor === undefined ? 'no nextCursor: last page' : `nextCursor ${JSON.stringify(page.nextCursor)}`;
        return { step, summary: `${page.tools.length} tools; ${next}` };
      }
      case 'list-pages-to-end': {
        let pages = 0;
        let tools = 0;
        this.cursor = undefined;
        do {
          const page = await s.listToolsPage(this.cursor ?? undefined);
          pages += 1;
          tools += page.tools.length;
          this.cursor = page.nextCursor === undefined ? null : page.nextCursor;
        } while (this.cursor !== null && pages < 100);
        return { step, summary: `${pages} pages, ${tools} tools` };
      }
      case 'list-all': {
        const { tools, fromCache } = await s.listAllTools(step.cacheMode);
        return {
          step,
          summary: `${tools.length} tools ${fromCache ? 'from the cache (no request sent)' : 'fetched from the server'}`,
        };
      }
      case 'call':
        this.lastCall = { tool: step.tool, args: step.args, progress: step.progress };
        return this.call(step, step.tool, step.args, step.progress, step.cancelAfterMs);
      case 'reissue': {
        const last = this.lastCall;
        if (!last) return { step, summary: 'Nothing to send again: no call yet.' };
        return this.call(step, last.tool, last.args, last.progress);
      }
      case 'raw': {
        const response = await s.sendRaw(step.method, step.params);
        return { step, response, summary: 'error' in response ? `JSON-RPC error ${response.error.code}` : 'result' };
      }
      case 'read-resource': {
        const result = await s.readResource(step.uri);
        return { step, summary: `${result.contents.length} content item(s) for ${step.uri}` };
      }
      case 'listen': {
        this.subscription = await s.listenForToolChanges();
        return { step, summary: `listening; honoured ${JSON.stringify(this.subscription.honoredFilter)}` };
      }
      case 'close-listen': {
        await this.subscription?.close();
        this.subscription = undefined;
        return { step, summary: 'subscription closed' };
      }
      case 'add-tool':
      case 'remove-tool': {
        const notified = this.listening ? nextReceived(s, isListChanged) : Promise.resolve(null);
        const changed = step.do === 'add-tool' ? s.addTool(step.name) : s.removeTool(step.name);
        const note = (await notified) ? '; list_changed received' : '';
        return {
          step,
          summary: `${step.name} ${changed ? (step.do === 'add-tool' ? 'added' : 'removed') : 'unchanged'}${note}`,
        };
      }
      case 'wait':
        await sleep(step.ms);
        return { step, summary: `waited ${step.ms} ms` };
      case 'drop-next-response':
        s.faults.dropNextResponse(step.method);
        return { step, summary: `the response to the next ${step.method ?? 'tools/call'} will be lost` };
      case 'duplicate-next-request':
        s.faults.duplicateNextRequest(step.method);
        return { step, summary: `the next ${step.method ?? 'tools/call'} will reach the server twice` };
      case 'lose-next-stream':
        s.faults.loseNextStream(step.method);
        return {
          step,
          summary: `the SSE stream of the next ${step.method ?? 'tools/call'} will break after one event`,
        };
      case 'rewrite-next-header':
        s.faults.rewriteNextHeader(step.header, step.value);
        return { step, summary: `the next POST will carry ${step.header}: ${step.value}, whatever its body says` };
    }
  }

  private async call(
    step: Step,
    tool: string,
    args: Record<string, unknown> | undefined,
    wantProgress?: boolean,
    cancelAfterMs?: number,
  ): Promise<StepReport> {
    const progress: NonNullable<StepReport['progress']> = [];
    const outcome = await this.session.callTool(tool, args, {
      ...(wantProgress ? { progress } : {}),
      ...(cancelAfterMs === undefined ? {} : { cancelAfterMs }),
    });
    const why = outcome.channel === 'no-response' ? ` (${outcome.reason})` : '';
    const heard = wantProgress ? `; ${progress.length} progress notification(s)` : '';
    return {
      step,
      outcome,
      ...(wantProgress ? { progress } : {}),
      summary: `${tool}: ${outcome.channel}${why}${heard}`,
    };
  }

  async close(): Promise<void> {
    await this.subscription?.close();
    await this.session.close();
  }
}

export interface ScenarioRun {
  era: Era;
  runner: StepRunner;
  session: LabSession;
  reports: StepReport[];
}

/** Runs a whole scenario in each of its eras, each era on its own server, and leaves the sessions open. */
export async function runScenario(scenario: Scenario, server?: () => LabServer): Promise<ScenarioRun[]> {
  const runs: ScenarioRun[] = [];
  for (const era of scenario.eras) {
    const session = await LabSession.open({
      era,
      transport: scenario.transport,
      server: server?.() ?? createLabServer(scenario.server),
    });
    const runner = new StepRunner(session);
    const reports: StepReport[] = [];
    for (const { step } of scenario.steps) reports.push(await runner.run(step));
    runs.push({ era, runner, session, reports });
  }
  return runs;
}
