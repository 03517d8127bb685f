import type { Client } from '@modelcontextprotocol/client';

export type Outcome = 'jsonrpc-error' | 'tool-error' | 'input-required' | 'complete' | 'unknown';

export async function classifyCall(
  client: Client,
  call: { name: string; arguments: Record<string, unknown> },
  timeoutMs: number,
): Promise<Outcome> {
  try {
    // allowInputRequired: an interim result comes back as a value instead of an SDK error.
    const result = await client.callTool(call, { timeout: timeoutMs, allowInputRequired: true });
    if ((result as { resultType?: unknown }).resultType === 'input_required') return 'input-required';
    return result.isError === true ? 'tool-error' : 'complete';
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    // The server answered with a JSON-RPC error object: its code is a number.
    if (typeof code === 'number') return 'jsonrpc-error';
    // No answer at all: the call may have happened. Only a later read can tell.
    if (code === 'REQUEST_TIMEOUT') return 'unknown';
    throw err;
  }
}
