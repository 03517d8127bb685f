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

let calls = 0;

export async function callWithDeadline(
  rpc: Rpc,
  call: { name: string; arguments: Record<string, unknown> },
  deadlineMs: number,
): Promise<Outcome> {
  // Our own id, so the cancellation can name exactly this request.
  const id = `deadline-call-${++calls}`;
  const response = rpc.request({ jsonrpc: '2.0', id, method: 'tools/call', params: call });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs);
  });
  const first = await Promise.race([response, deadline]);
  clearTimeout(timer);
  if (first === 'deadline') {
    // Cancel the tool call by naming the tool.
    await rpc.notify({
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { requestId: call.name, reason: `no answer within ${deadlineMs} ms` },
    });
    // Whatever still arrives for this id answers a cancelled request: it is ignored.
    return { outcome: 'cancelled', requestId: id };
  }
  if ('error' in first) throw new Error(first.error.message);
  return { outcome: 'completed', result: first.result as CallToolResult };
}
