import type { Client, JSONRPCMessage } from '@modelcontextprotocol/client';
import type { JsonObject, JsonRpcMessage, RequestId } from '../mcp/types';
import { MODERN } from '../mcp/types';
import type { TapTransport } from '../mcp/wire/tap-transport';

/** The 2026-07-28 envelope every message carries; without it the server would read a request as legacy. */
const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': { name: 'mcpa-exercise-client', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } },
};

/** `params` with the envelope merged into its `_meta` (keys the caller set, such as progressToken, stay). */
export function withEnvelope(params: Record<string, unknown> = {}): JsonObject {
  const meta = (params._meta ?? {}) as Record<string, unknown>;
  return { ...params, _meta: { ...ENVELOPE, ...meta } } as JsonObject;
}

/** The lab's tap under the SDK client: it records and sends messages the client did not build. */
function tapOf(client: Client): TapTransport {
  const tap = client.transport as Partial<TapTransport> | undefined;
  if (!tap || typeof tap.sendRaw !== 'function') throw new Error('the client is not connected through the lab tap');
  return tap as TapTransport;
}

let rawIds = 0;

/**
 * Sends a request past the SDK client (recorded like any other) and resolves with the server's answer to its
 * id, however late it comes: the SDK never sees it, so it cannot check or drop it first.
 */
export function rawRequest(
  client: Client,
  method: string,
  params: Record<string, unknown>,
  id: RequestId = `case-${++rawIds}`,
): Promise<JsonRpcMessage> {
  return tapOf(client).sendRaw({ jsonrpc: '2.0', id, method, params: withEnvelope(params) });
}

/** Sends a notification past the SDK client, with the envelope. */
export function rawNotify(client: Client, method: string, params: Record<string, unknown>): Promise<void> {
  const message = { jsonrpc: '2.0', method, params: withEnvelope(params) };
  return tapOf(client).send(message as JSONRPCMessage);
}
