import type { CacheMode, Tool } from '@modelcontextprotocol/client';
import type { LabState } from './lab-state';
import { LabSession, type CallOutcome } from '../client/session';
import { afterBooking, afterRead } from '../outcome';
import { createLabServer, type LabServer, type LabServerOptions } from '../server/lab-server';
import { StepRunner } from '../scenarios/runner';
import type { Scenario } from '../scenarios/types';
import { MODERN, type Era, type JsonObject, type RequestId, type TraceEntry, type Transport } from '../types';
import type { HttpExchange } from '../wire/http-bridge';
import type { SchemaChecker, SchemaVerdict } from '../schema-check';
import { requestsSent, serverAskedForInput } from './call-trace';
import { checkOutput, type OutputCheck } from './output-check';
import { compareEras as compareBothEras, DEFAULT_COMPARE_STEPS, type EraComparison } from './compare';

export type { CallRecord, LabState, PageRecord } from './lab-state';

type Listener = () => void;

/**
 * Everything the lab UI does, framework-free: it owns one LabSession at a time and publishes immutable
 * state snapshots (subscribe + getState, for React's useSyncExternalStore). Errors become state, never
 * unhandled rejections.
 */
export class LabController {
  private session: LabSession | null = null;
  private runner: StepRunner | null = null;
  private labServer: LabServer;
  private readonly listeners = new Set<Listener>();
  private unsubscribers: (() => void)[] = [];
  /** Bumped by every connect and disconnect, so a connection that finishes after it was superseded closes itself. */
  private generation = 0;
  private state: LabState;

  constructor(options: { era?: Era; server?: LabServerOptions; transport?: Transport } = {}) {
    this.labServer = createLabServer(options.server);
    this.state = this.initialState(options.era ?? MODERN, options.transport ?? 'memory');
  }

  private initialState(era: Era, transport: Transport = this.state.transport): LabState {
    return {
      era,
      transport,
      httpVersion: 0,
      status: 'connecting',
      error: null,
      server: { ...this.labServer.options },
      pages: [],
      tools: [],
      lastListAll: null,
      cache: { held: false },
      busy: null,
      lastCall: null,
      lastRaw: null,
      subscription: { open: false, listenId: null },
      runtimeTools: this.labServer.runtimeTools().map((t) => ({ name: t.tool.definition.name, active: t.active })),
      booking: null,
      faults: { dropArmed: false, duplicateArmed: false, delayMs: 0, events: [] },
      traceLength: 0,
      scenario: null,
      selectedTool: null,
      lastAction: null,
    };
  }

  getState = (): LabState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<LabState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The wire trace of the current session (the recorder's own array; do not mutate). */
  trace(): readonly TraceEntry[] {
    return this.session?.recorder.all() ?? [];
  }

  /** The HTTP exchanges of the current session, oldest first (empty in memory). */
  httpExchanges(): readonly HttpExchange[] {
    return this.session?.http?.exchanges ?? [];
  }

  exportTrace(): string {
    return this.session?.recorder.export() ?? '[]';
  }

  clearTrace(): void {
    this.session?.recorder.clear();
    this.set({ traceLength: 0 });
  }

  get lab(): LabServer {
    return this.labServer;
  }

  /** Connects (or reconnects) with the current era and server settings; the calendar's state is kept. */
  async connect(): Promise<void> {
    await this.disconnect();
    const generation = ++this.generation;
    this.set({ status: 'connecting', error: null });
    try {
      const session = await LabSession.open({
        era: this.state.era,
        transport: this.state.transport,
        server: this.labServer,
      });
      if (generation !== this.generation) {
        await session.close();
        return;
      }
      this.session = session;
      this.runner = new StepRunner(session);
      this.unsubscribers = [
        session.recorder.subscribe(() => this.set({ traceLength: session.recorder.all().length })),
        session.cache.subscribe(() => this.set({ cache: session.cache.snapshot() })),
        session.faults.subscribe(() => this.syncFaults()),
        session.http?.subscribe(() => this.set({ httpVersion: this.state.httpVersion + 1 })) ?? (() => undefined),
      ];
      this.set({ status: 'ready', traceLength: session.recorder.all().length, cache: session.cache.snapshot() });
    } catch (err) {
      if (generation === this.generation) this.set({ status: 'error', error: describe(err) });
    }
  }

  async disconnect(): Promise<void> {
    this.generation += 1;
    for (const stop of this.unsubscribers) stop();
    this.unsubscribers = [];
    const runner = this.runner;
    this.runner = null;
    this.session = null;
    if (runner) await runner.close().catch(() => undefined);
  }

  /** Switches protocol revision: a new connection to the same calendar. */
  async setEra(era: Era): Promise<void> {
    this.set({ ...this.initialState(era), server: this.state.server });
    await this.connect();
  }

  /**
   * Switches transport: a new connection to the same calendar. A running scenario starts again on the new
   * transport, so the two wires can be compared step by step.
   */
  async setTransport(transport: Transport): Promise<void> {
    if (transport === this.state.transport) return;
    const running = this.state.scenario?.name;
    if (running) {
      // Shown at once: the scenario may load its code before it starts again on the new transport.
      this.set({ transport });
      await this.startScenario(running, transport);
      return;
    }
    this.set({ ...this.initialState(this.state.era, transport), server: this.state.server });
    await this.connect();
  }

  /** New server settings (page size, empty cursor, cache hints) take a new server and connection. */
  async configureServer(options: LabServerOptions): Promise<void> {
    this.labServer = createLabServer({ ...this.state.server, ...options, world: this.labServer.world });
    this.set({ ...this.initialState(this.state.era) });
    await this.connect();
  }

  private syncFaults() {
    const f = this.session?.faults;
    if (!f) return;
    this.set({
      faults: {
        dropArmed: f.dropResponseTo !== null,
        duplicateArmed: f.duplicateRequest !== null,
        delayMs: f.delayMs,
        events: [...f.events],
      },
    });
  }

  /** Runs one action with a busy label; failures land in `error` instead of throwing. */
  private async act<T>(label: string, work: (session: LabSession) => Promise<T>): Promise<T | undefined> {
    const session = this.session;
    if (!session || this.state.status !== 'ready') {
      this.set({ error: 'The lab is not connected yet.' });
      return undefined;
    }
    const fromSeq = (session.recorder.all().at(-1)?.seq ?? 0) + 1;
    this.set({ busy: label, error: null, lastAction: { label, fromSeq } });
    try {
      return await work(session);
    } catch (err) {
      this.set({ error: describe(err) });
      return undefined;
    } finally {
      this.set({ busy: null });
    }
  }

  selectTool = (name: string | null) => this.set({ selectedTool: name });

  /** The definition of a tool the client has seen in any list or page. */
  toolDefinition(name: string | null): Tool | undefined {
    if (!name) return undefined;
    return (
      this.state.tools.find((t) => t.name === name) ??
      this.state.pages.flatMap((p) => p.tools).find((t) => t.name === name)
    );
  }

  /** "List tools": the first page, with no cursor. */
  listFirstPage = () =>
    this.act('List tools', async (s) => {
      const page = await s.listToolsPage();
      this.set({ pages: [{ cursorSent: undefined, nextCursor: page.nextCursor, tools: page.tools }] });
    });

  /** "Next page": sends back exactly the nextCursor of the last page (even ""). */
  nextPage = () =>
    this.act('Next page', async (s) => {
      const last = this.state.pages.at(-1);
      if (!last || last.nextCursor === undefined)
        throw new Error('There is no next page: the last page had no nextCursor.');
      const page = await s.listToolsPage(last.nextCursor);
      const pages = [
        ...this.state.pages,
        { cursorSent: last.nextCursor, nextCursor: page.nextCursor, tools: page.tools },
      ];
      this.set({ pages, ...(page.nextCursor === undefined ? { tools: pages.flatMap((p) => p.tools) } : {}) });
    });

  /** "List all": the SDK's own walk through every page, served from its cache while fresh. */
  listAll = (cacheMode: CacheMode = 'use') =>
    this.act('List all', async (s) => {
      const { tools, fromCache } = await s.listAllTools(cacheMode);
      this.set({ tools, lastListAll: { fromCache } });
    });

  callTool = (name: string, args: Record<string, unknown>) =>
    this.act('Call tool', async (s) => {
      const outcome = await s.callTool(name, args);
      this.recordCall(name, args, outcome);
      return outcome;
    });

  /** The last call, and the booking outcome when the call books or reads a booking. */
  private recordCall(name: string, args: Record<string, unknown>, outcome: CallOutcome) {
    const patch: Partial<LabState> = { lastCall: { tool: name, args, outcome } };
    const key = typeof args.requestKey === 'string' ? args.requestKey : undefined;
    if (name === 'book_meeting') patch.booking = afterBooking(outcome, key);
    if (name === 'find_booking' && this.state.booking) patch.booking = afterRead(this.state.booking, outcome);
    this.set(patch);
  }

  /** Sends a request the SDK client would refuse to build (for "Send a malformed call"). */
  sendRaw = (method: string, params: JsonObject) =>
    this.act('Send raw', async (s) => {
      const response = await s.sendRaw(method, params);
      this.set({ lastRaw: response });
      return response;
    });

  readResource = (uri: string) => this.act('Read resource', (s) => s.readResource(uri));

  /** Whether the server asked for more input (input_required or elicitation) in the call ending with this id. */
  askedForInput = (id: RequestId): boolean => serverAskedForInput(this.trace(), id);

  /** How many requests of a method the client has sent in this session (e.g. to show nothing was sent). */
  requestsSent = (method: string): number => requestsSent(this.trace(), method);

  openSubscription = () =>
    this.act('Listen', async (s) => {
      const before = s.recorder.all().length;
      await this.runner!.run({ do: 'listen' });
      const listen = s.recorder
        .all()
        .slice(before)
        .find((e) => 'method' in e.message && e.message.method === 'subscriptions/listen');
      this.set({
        subscription: { open: true, listenId: listen && 'id' in listen.message ? (listen.message.id ?? null) : null },
      });
    });

  closeSubscription = () =>
    this.act('Close', async () => {
      await this.runner!.run({ do: 'close-listen' });
      this.set({ subscription: { open: false, listenId: null } });
    });

  /** Adds or removes a runtime tool; with a subscription open, the change arrives as list_changed. */
  toggleRuntimeTool = (name: string) =>
    this.act('Change tools', async () => {
      const active = this.state.runtimeTools.find((t) => t.name === name)?.active;
      await this.runner!.run({ do: active ? 'remove-tool' : 'add-tool', name });
      this.set({
        runtimeTools: this.labServer.runtimeTools().map((t) => ({ name: t.tool.definition.name, active: t.active })),
      });
    });

  armDrop = () => {
    this.session?.faults.dropNextResponse();
    this.syncFaults();
  };

  armDuplicate = () => {
    this.session?.faults.duplicateNextRequest();
    this.syncFaults();
  };

  setDelay = (ms: number) => {
    try {
      this.session?.faults.setDelay(ms);
      this.syncFaults();
    } catch (err) {
      this.set({ error: describe(err) });
    }
  };

  private readonly schemaCheckers = new Map<Era, Promise<SchemaChecker>>();

  /** Judges a result's structuredContent against a tool's outputSchema, as the client does. */
  checkOutput(outputSchema: object | undefined, result: Parameters<typeof checkOutput>[1]): OutputCheck {
    return checkOutput(outputSchema, result);
  }

  /** The official-schema checker for one era: the validator and that era's schema load on first use. */
  schemaChecker(era: Era): Promise<SchemaChecker> {
    let checker = this.schemaCheckers.get(era);
    if (!checker) {
      checker = import('../schema-check').then((m) => m.loadSchemaChecker([era]));
      // A failed load (offline) is forgotten, so the next badge tries again.
      checker.catch(() => this.schemaCheckers.delete(era));
      this.schemaCheckers.set(era, checker);
    }
    return checker;
  }

  /** The official-schema verdict on one trace message. */
  checkMessage(entry: TraceEntry, answeredMethod: string | undefined): Promise<SchemaVerdict> {
    return this.schemaChecker(entry.era).then((checker) => checker.check(entry.era, entry.message, answeredMethod));
  }

  /** Starts a named scenario: a fresh connection with the scenario's era and server settings. */
  async startScenario(name: string, transport?: Transport): Promise<Scenario | undefined> {
    let s: Scenario;
    try {
      s = await findScenario(name);
    } catch (err) {
      this.set({ error: describe(err) });
      return undefined;
    }
    this.labServer = createLabServer({ ...s.server });
    this.state = { ...this.initialState(s.eras.at(-1) ?? MODERN, transport ?? s.transport ?? 'memory') };
    await this.connect();
    const steps = s.steps.map((entry) => ({ explain: entry.explain }));
    this.set({ scenario: { name, title: s.title, steps, next: 0, reports: [] } });
    return s;
  }

  /** What each step of a named scenario explains (the workbench's side list shows it when opened). */
  async scenarioSteps(name: string): Promise<string[]> {
    return (await findScenario(name)).steps.map((entry) => entry.explain);
  }

  /** Runs the scenario's next step. */
  stepScenario = () =>
    this.act('Step', async () => {
      const current = this.state.scenario;
      if (!current) throw new Error('No scenario is running.');
      const s = await findScenario(current.name);
      const entry = s.steps[current.next];
      if (!entry) throw new Error('The scenario is finished.');
      const report = await this.runner!.run(entry.step);
      this.set({ scenario: { ...current, next: current.next + 1, reports: [...current.reports, report] } });
      if (report.outcome && entry.step.do === 'call')
        this.recordCall(entry.step.tool, entry.step.args ?? {}, report.outcome);
      return report;
    });

  /**
   * Runs the current scenario's steps (or list all + list_event_ids) in both revisions, each in a new
   * session on a new server with these settings; the lab's own session and calendar are left alone.
   */
  compareEras = () =>
    this.act('Compare both revisions', async (): Promise<EraComparison> => {
      const current = this.state.scenario;
      const steps = current ? (await findScenario(current.name)).steps.map((s) => s.step) : DEFAULT_COMPARE_STEPS;
      return compareBothEras(steps, this.state.server);
    });
}

/** A scenario by name; the catalog (every scenario's steps and prose) loads with the first one. */
async function findScenario(name: string): Promise<Scenario> {
  return (await import('../scenarios/catalog')).scenario(name);
}

function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
