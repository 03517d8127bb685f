import type { Client } from '@modelcontextprotocol/client';

export type Outcome = 'jsonrpc-error' | 'tool-error' | 'input-required' | 'complete' | 'unknown';

export async function classifyCall(
  client: Client,
  call: { name: string; arguments: Record<string, unknown> },
  timeoutMs: number,
): Promise<Outcome> {
  try {
    const result = await client.callTool(call, { timeout: timeoutMs, allowInputRequired: true });
    if ((result as { resultType?: unknown }).resultType === 'input_required') return 'input-required';
    return result.isError === true ? 'tool-error' : 'complete';
  } catch (err) {
    if (typeof (err as { code?: unknown }).code === 'number') return 'jsonrpc-error';
    // No answer is taken to mean the tool failed.
    return 'tool-error';
  }
}
