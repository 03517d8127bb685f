import type { Client } from '@modelcontextprotocol/client';

export type Outcome = 'jsonrpc-error' | 'tool-error' | 'input-required' | 'complete' | 'unknown';

export async function classifyCall(
  client: Client,
  call: { name: string; arguments: Record<string, unknown> },
  timeoutMs: number,
): Promise<Outcome> {
  try {
    const result = await client.callTool(call, { timeout: timeoutMs });
    return result.isError === true ? 'tool-error' : 'complete';
  } catch {
    // Anything thrown is taken for a protocol error.
    return 'jsonrpc-error';
  }
}
