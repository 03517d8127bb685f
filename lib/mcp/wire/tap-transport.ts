import type { JSONRPCMessage, MessageExtraInfo, Transport, TransportSendOptions } from '@modelcontextprotocol/client';
import type { JsonRpcMessage, RequestId } from '../types';
import { isRequest, isResponse } from '../types';
import type { FaultPlan } from './faults';
import type { WireRecorder } from './recorder';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wraps the client's end of a transport: records what the client sends and what it receives, applies the
 * armed faults in between, and lets the lab send raw messages (a malformed call) whose answers it keeps
 * for itself instead of confusing the SDK client with an id it never issued.
 */
export class TapTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  /** Request id → method, so a response can be matched to what it answers. */
  private readonly methods = new Map<RequestId, string>();
  private readonly rawWaiters = new Map<RequestId, (message: JsonRpcMessage) => void>();
  /** Called when a response is dropped, so the session can stop waiting for it. */
  onDropped?: (id: RequestId, method: string) => void;
  /** Called for every request the client sends, so the session learns the ids the SDK chose. */
  onRequest?: (id: RequestId, method: string) => void;

  constructor(
    private readonly inner: Transport,
    private readonly recorder: WireRecorder,
    private readonly faults: FaultPlan,
    /** Over Streamable HTTP the bridge records each message with its exchange and drops responses itself. */
    private readonly viaHttp = false,
  ) {
    inner.onmessage = (message, extra) => void this.receive(message as JsonRpcMessage, extra);
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
  }

  /**
   * Streamable HTTP has a stream per request: the SDK then cancels by closing it instead of sending
   * notifications/cancelled. It looks for this flag on the transport it holds, which is this wrapper.
   */
  get hasPerRequestStream(): boolean {
    return (this.inner as { hasPerRequestStream?: boolean }).hasPerRequestStream === true;
  }

  get sessionId() {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string) {
    this.inner.setProtocolVersion?.(version);
  }

  start() {
    return this.inner.start();
  }

  close() {
    return this.inner.close();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const m = message as JsonRpcMessage;
    if (isRequest(m)) {
      this.methods.set(m.id, m.method);
      this.onRequest?.(m.id, m.method);
    }
    if (this.faults.delayMs > 0) {
      this.faults.emit({ kind: 'delayed', ms: this.faults.delayMs, at: performance.now() });
      await sleep(this.faults.delayMs);
    }
    if (!this.viaHttp) this.recorder.record('to-server', m);
    await this.inner.send(message, options);
    if (isRequest(m) && this.faults.duplicateRequest === m.method) {
      this.faults.duplicateRequest = null;
      this.faults.emit({ kind: 'duplicated-request', id: m.id, method: m.method, at: performance.now() });
      if (!this.viaHttp) this.recorder.record('to-server', m);
      await this.inner.send(message, options);
    }
  }

  /** Sends a message the SDK client did not build; resolves with the server's answer to its id. */
  sendRaw(message: JsonRpcMessage & { id: RequestId }): Promise<JsonRpcMessage> {
    return new Promise((resolve, reject) => {
      this.rawWaiters.set(message.id, resolve);
      this.send(message as JSONRPCMessage).catch((err: unknown) => {
        this.rawWaiters.delete(message.id);
        reject(err instanceof Error ? err : new Error(String(err)));
      });
    });
  }

  private async receive(message: JsonRpcMessage, extra?: MessageExtraInfo) {
    if (!this.viaHttp && isResponse(message) && message.id !== undefined && message.id !== null) {
      const method = this.methods.get(message.id);
      if (method !== undefined && this.faults.dropResponseTo === method) {
        // The server has acted and answered; the answer is lost on the way, as on a broken connection.
        this.faults.dropResponseTo = null;
        this.faults.emit({ kind: 'dropped-response', id: message.id, method, at: performance.now() });
        this.onDropped?.(message.id, method);
        return;
      }
    }
    if (this.faults.delayMs > 0) {
      this.faults.emit({ kind: 'delayed', ms: this.faults.delayMs, at: performance.now() });
      await sleep(this.faults.delayMs);
    }
    if (!this.viaHttp) this.recorder.record('to-client', message);
    if (isResponse(message) && message.id !== undefined && message.id !== null) {
      const waiter = this.rawWaiters.get(message.id);
      if (waiter) {
        this.rawWaiters.delete(message.id);
        waiter(message);
        return;
      }
    }
    this.onmessage?.(message as JSONRPCMessage, extra);
  }
}
