import type { CallToolResult, Client } from '@modelcontextprotocol/client';

export type Answer = (key: string, inputRequest: unknown) => unknown;

export async function callWithInput(
  client: Client,
  call: { name: string; arguments: Record<string, unknown> },
  answer: Answer,
): Promise<CallToolResult> {
  const result = await client.callTool(call, { allowInputRequired: true });
  // TODO: while the result is input_required, answer its inputRequests and retry the call.
  return result;
}
