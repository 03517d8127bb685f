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
    // A result came back, so the call "worked".
    return 'complete';
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'number') return 'jsonrpc-error';
    if (code === 'REQUEST_TIMEOUT') return 'unknown';
    throw err;
  }
}
