import type { CallToolResult } from '@modelcontextprotocol/client';

/** A JSON-RPC channel to the lab server. Messages go out exactly as you build them. */
export interface Rpc {
  /** Sends a request; resolves with the server's response to its id, whenever that arrives. */
  request(message: { jsonrpc: '2.0'; id: string | number; method: string; params: Record<string, unknown> }): Promise<
    { id: string | number; result: Record<string, unknown> } | { id: string | number; error: { code: number; message: string } }
  >;
  /** Sends a notification. */
  notify(message: { jsonrpc: '2.0'; method: string; params: Record<string, unknown> }): Promise<void>;
}

export type Outcome =
  | { outcome: 'completed'; result: CallToolResult }
  | { outcome: 'cancelled'; requestId: string | number };

export async function callWithDeadline(
  rpc: Rpc,
  call: { name: string; arguments: Record<string, unknown> },
  deadlineMs: number,
): Promise<Outcome> {
  // TODO: give up after deadlineMs, and tell the server.
  const response = await rpc.request({ jsonrpc: '2.0', id: 'call-1', method: 'tools/call', params: call });
  if ('error' in response) throw new Error(response.error.message);
  return { outcome: 'completed', result: response.result as CallToolResult };
}
