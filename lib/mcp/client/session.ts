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
  type Progress,
  type ReadResourceResult,
  type Tool,
  type Transport as SdkTransport,
} from '@modelcontextprotocol/client';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { classify, type Channel } from '../classify';
import { createLabServer, type LabServer, type LabServerOptions } from '../server/lab-server';
import {
  LEGACY,
  MODERN,
  type Era,
  type JsonObject,
  type JsonRpcMessage,
  type RequestId,
  type Transport,
} from '../types';
import { FaultPlan } from '../wire/faults';
import { WireRecorder } from '../wire/recorder';
import type { InTabHttp } from '../wire/http-bridge';
import { TapTransport } from '../wire/tap-transport';
import { ObservedCacheStore } from './cache-observer';

export interface LabSessionOptions {
  era?: Era;
  /** In memory (default), or Streamable HTTP inside the tab. */
  transport?: Transport;
  /** A running lab server to connect to, or options for a new one. */
  server?: LabServer | LabServerOptions;
  /** Answers the server's confirmation questions (input_required / elicitation). Default: accept. */
  onElicit?: (request: ElicitRequest['params']) => Promise<ElicitResult> | ElicitResult;
}

/** How one request ended, read from the wire: which channel answered, and with what. */
export type CallOutcome =
  | { channel: Exclude<Channel, 'jsonrpc-error'>; id: RequestId; result: CallToolResult }
  | { channel: 'jsonrpc-error'; id: RequestId; code: number; message: string }
  | { channel: 'no-response'; id: RequestId; reason: NoResponseReason };

/** Why a call got no answer: the lab dropped it, cut its SSE stream, or the learner cancelled it. */
export type NoResponseReason = 'dropped' | 'stream-lost' | 'cancelled';

export interface CallOptions {
  /** Ask for progress (a progressToken); each notification is collected in `progress`. */
  progress?: Progress[];
  /** Cancel the call this many ms after sending it. */
  cancelAfterMs?: number;
}

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
  private activeCall: { controller: AbortController; ids: RequestId[]; reason?: NoResponseReason } | undefined;
  private rawIds = 0;
  private closeServer: (() => Promise<void>) | undefined;
  /** The Streamable HTTP bridge, when the session runs over HTTP. */
  http: InTabHttp | undefined;

  private constructor(
    readonly era: Era,
    readonly server: LabServer,
    onElicit: NonNullable<LabSessionOptions['onElicit']>,
    readonly transport: Transport,
    recorder: WireRecorder,
    link: (session: LabSession) => { inner: SdkTransport; close: () => Promise<void> },
  ) {
    this.recorder = recorder;
    const { inner, close } = link(this);
    this.closeServer = close;
    this.tap = new TapTransport(inner, this.recorder, this.faults, transport === 'http');
    this.tap.onRequest = (id, method) => {
      if (method === 'tools/call') this.activeCall?.ids.push(id);
    };
    this.tap.onDropped = (id) => this.lost(id, 'dropped');
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
    const transport = options.transport ?? 'memory';
    if (transport !== 'memory' && transport !== 'http') throw new RangeError(`unknown transport ${String(transport)}`);
    const server = isLabServer(options.server) ? options.server : createLabServer(options.server);
    const recorder = new WireRecorder(era);
    // The HTTP bridge loads only when asked for, so the default lab does not ship it.
    const bridge = transport === 'http' ? (await import('../wire/http-bridge')).InTabHttp : undefined;
    const session = new LabSession(
      era,
      server,
      options.onElicit ?? (() => ({ action: 'accept', content: { confirm: true } })),
      transport,
      recorder,
      (self) => {
        if (bridge) {
          const http = new bridge(server, recorder, self.faults, { onLost: (id, m) => self.onHttpLost(id, m) });
          self.http = http;
          return { inner: http.clientTransport(), close: () => http.close() };
        }
        const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
        return { inner: clientEnd, close: serveStdio(server.factory, { transport: serverEnd }).close };
      },
    );
    await session.client.connect(session.tap);
    return session;
  }

  /** Stops waiting for a call whose answer will never come, saying why. */
  private lost(id: RequestId, reason: NoResponseReason) {
    const call = this.activeCall;
    if (!call?.ids.includes(id)) return;
    call.reason = reason;
    call.controller.abort(new Error(reason));
  }

  private onHttpLost(id: RequestId, method: string) {
    const event = this.faults.events.at(-1);
    this.lost(id, event?.kind === 'lost-stream' && event.method === method ? 'stream-lost' : 'dropped');
  }

  /** Adds a runtime tool; over HTTP, open listen streams hear of it through the handler. */
  addTool(name: string): boolean {
    const changed = this.server.addTool(name);
    if (changed) this.http?.toolsChanged();
    return changed;
  }

  removeTool(name: string): boolean {
    const changed = this.server.removeTool(name);
    if (changed) this.http?.toolsChanged();
    return changed;
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
  async callTool(name: string, args: Record<string, unknown> = {}, options: CallOptions = {}): Promise<CallOutcome> {
    const call: NonNullable<LabSession['activeCall']> = { controller: new AbortController(), ids: [] };
    this.activeCall = call;
    const idOf = () => call.ids.at(-1) ?? -1;
    const progress = options.progress;
    const timer =
      options.cancelAfterMs === undefined
        ? undefined
        : setTimeout(() => {
            call.reason ??= 'cancelled';
            call.controller.abort(new Error('cancelled by the learner'));
          }, options.cancelAfterMs);
    try {
      const result = (await this.client.callTool(
        { name, arguments: args },
        { signal: call.controller.signal, ...(progress ? { onprogress: (p: Progress) => progress.push(p) } : {}) },
      )) as CallToolResult;
      return { channel: classify(result) as Exclude<Channel, 'jsonrpc-error'>, id: idOf(), result };
    } catch (err) {
      if (call.controller.signal.aborted)
        return { channel: 'no-response', id: idOf(), reason: call.reason ?? 'dropped' };
      if (err instanceof ProtocolError)
        return { channel: 'jsonrpc-error', id: idOf(), code: err.code, message: err.message };
      throw err;
    } finally {
      clearTimeout(timer);
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
