import {
  Client,
  InMemoryTransport,
  ProtocolError,
  type CacheMode,
  type CallToolResult,
  type ElicitRequest,
  type ElicitResult,
  type ListToolsResult,
  type McpSubscription,
  type ReadResourceResult,
  type Tool,
} from '@modelcontextprotocol/client';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { classify, type Channel } from '../classify';
import { createLabServer, type LabServer, type LabServerOptions } from '../server/lab-server';
import { LEGACY, MODERN, type Era, type JsonObject, type JsonRpcMessage, type RequestId } from '../types';
import { FaultPlan } from '../wire/faults';
import { WireRecorder } from '../wire/recorder';
import { TapTransport } from '../wire/tap-transport';
import { ObservedCacheStore } from './cache-observer';

export interface LabSessionOptions {
  era?: Era;
  /** A running lab server to connect to, or options for a new one. */
  server?: LabServer | LabServerOptions;
  /** Answers the server's confirmation questions (input_required / elicitation). Default: accept. */
  onElicit?: (request: ElicitRequest['params']) => Promise<ElicitResult> | ElicitResult;
}

/** How one request ended, read from the wire: which channel answered, and with what. */
export type CallOutcome =
  | { channel: Exclude<Channel, 'jsonrpc-error'>; id: RequestId; result: CallToolResult }
  | { channel: 'jsonrpc-error'; id: RequestId; code: number; message: string }
  | { channel: 'no-response'; id: RequestId; reason: 'dropped' };

const CLIENT_INFO = { name: 'mcpa-lab-client', title: 'MCPA Lab client', version: '1.0.0' };

const isLabServer = (s: LabServer | LabServerOptions | undefined): s is LabServer =>
  !!s && typeof (s as LabServer).factory === 'function';

/**
 * One learner's connection: the real SDK Client talking to the real lab server over an in-memory
 * transport, with every message recorded and faults applied in between.
 */
export class LabSession {
  readonly recorder: WireRecorder;
  readonly faults = new FaultPlan();
  readonly cache = new ObservedCacheStore();
  readonly client: Client;
  private readonly tap: TapTransport;
  /** The tools/call in progress: the lab runs one at a time, and a multi round-trip call uses several ids. */
  private activeCall: { controller: AbortController; ids: RequestId[] } | undefined;
  private rawIds = 0;
  private closeServer: (() => Promise<void>) | undefined;

  private constructor(
    readonly era: Era,
    readonly server: LabServer,
    onElicit: NonNullable<LabSessionOptions['onElicit']>,
  ) {
    this.recorder = new WireRecorder(era);
    const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
    this.closeServer = serveStdio(server.factory, { transport: serverEnd }).close;
    this.tap = new TapTransport(clientEnd, this.recorder, this.faults);
    this.tap.onRequest = (id, method) => {
      if (method === 'tools/call') this.activeCall?.ids.push(id);
    };
    this.tap.onDropped = (id) => {
      if (this.activeCall?.ids.includes(id)) this.activeCall.controller.abort(new Error('response dropped'));
    };
    this.client = new Client(CLIENT_INFO, {
      capabilities: { elicitation: { form: {} } },
      responseCacheStore: this.cache,
      ...(era === MODERN ? { versionNegotiation: { mode: { pin: MODERN } } } : {}),
    });
    this.client.setRequestHandler('elicitation/create', async (request) => onElicit(request.params));
  }

  static async open(options: LabSessionOptions = {}): Promise<LabSession> {
    const era = options.era ?? MODERN;
    if (era !== MODERN && era !== LEGACY) throw new RangeError(`unknown era ${String(era)}`);
    const server = isLabServer(options.server) ? options.server : createLabServer(options.server);
    const session = new LabSession(
      era,
      server,
      options.onElicit ?? (() => ({ action: 'accept', content: { confirm: true } })),
    );
    await session.client.connect(session.tap);
    return session;
  }

  private countRequests(method: string): number {
    return this.recorder
      .all()
      .filter((e) => e.direction === 'to-server' && 'method' in e.message && e.message.method === method).length;
  }

  /** One tools/list page: no cursor for the first page, then the `nextCursor` the server gave. */
  async listToolsPage(cursor?: string): Promise<ListToolsResult> {
    return this.client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } });
  }

  /** Every page, through the SDK's own aggregate and response cache; says whether the wire was used. */
  async listAllTools(cacheMode: CacheMode = 'use'): Promise<{ tools: Tool[]; fromCache: boolean }> {
    const before = this.countRequests('tools/list');
    const { tools } = await this.client.listTools(undefined, { cacheMode });
    return { tools, fromCache: this.countRequests('tools/list') === before };
  }

  /** Calls a tool and reports which channel answered; a dropped response reports "no-response". */
  async callTool(name: string, args: Record<string, unknown> = {}): Promise<CallOutcome> {
    const call = { controller: new AbortController(), ids: [] as RequestId[] };
    this.activeCall = call;
    const idOf = () => call.ids.at(-1) ?? -1;
    try {
      const result = (await this.client.callTool(
        { name, arguments: args },
        { signal: call.controller.signal },
      )) as CallToolResult;
      return { channel: classify(result) as Exclude<Channel, 'jsonrpc-error'>, id: idOf(), result };
    } catch (err) {
      if (call.controller.signal.aborted) return { channel: 'no-response', id: idOf(), reason: 'dropped' };
      if (err instanceof ProtocolError)
        return { channel: 'jsonrpc-error', id: idOf(), code: err.code, message: err.message };
      throw err;
    } finally {
      if (this.activeCall === call) this.activeCall = undefined;
    }
  }

  /**
   * Sends a message the SDK would refuse to build (a malformed call), with the era's `_meta` envelope so
   * the server judges the call itself rather than a missing envelope. Resolves with the server's answer.
   */
  async sendRaw(method: string, params: JsonObject): Promise<JsonRpcMessage> {
    const id = `raw-${++this.rawIds}`;
    const meta =
      this.era === MODERN
        ? {
            'io.modelcontextprotocol/protocolVersion': MODERN,
            'io.modelcontextprotocol/clientInfo': { ...CLIENT_INFO },
            'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } },
          }
        : undefined;
    const withMeta: JsonObject = meta && params._meta === undefined ? { ...params, _meta: meta } : params;
    return this.tap.sendRaw({ jsonrpc: '2.0', id, method, params: withMeta });
  }

  readResource(uri: string): Promise<ReadResourceResult> {
    return this.client.readResource({ uri });
  }

  /** Opens subscriptions/listen for tool-list changes (2026-07-28 only). */
  async listenForToolChanges(): Promise<McpSubscription> {
    if (this.era !== MODERN) throw new Error('subscriptions/listen exists only in 2026-07-28');
    return this.client.listen({ toolsListChanged: true });
  }

  async close(): Promise<void> {
    await this.client.close();
    await this.closeServer?.();
    this.closeServer = undefined;
  }
}
