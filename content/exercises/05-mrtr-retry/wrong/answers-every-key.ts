import type { CallToolResult, Client } from '@modelcontextprotocol/client';

export type Answer = (key: string, inputRequest: unknown) => unknown;

export async function callWithInput(
  client: Client,
  call: { name: string; arguments: Record<string, unknown> },
  answer: Answer,
): Promise<CallToolResult> {
  let params: Parameters<Client['callTool']>[0] = { name: call.name, arguments: call.arguments };
  // Every answer given so far, sent again on each retry.
  const inputResponses: Record<string, unknown> = {};
  for (let round = 1; round <= 10; round++) {
    const result = await client.callTool(params, { allowInputRequired: true });
    const interim = result as { resultType?: string; inputRequests?: Record<string, unknown>; requestState?: string };
    if (interim.resultType !== 'input_required') return result;
    for (const [key, request] of Object.entries(interim.inputRequests ?? {})) {
      inputResponses[key] = await answer(key, request);
    }
    params = {
      name: call.name,
      arguments: call.arguments,
      inputResponses: { ...inputResponses },
      ...(interim.requestState === undefined ? {} : { requestState: interim.requestState }),
    } as Parameters<Client['callTool']>[0];
  }
  throw new Error('too many rounds');
}
