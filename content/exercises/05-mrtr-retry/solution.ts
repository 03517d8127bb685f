import type { CallToolResult, Client } from '@modelcontextprotocol/client';

export type Answer = (key: string, inputRequest: unknown) => unknown;

interface Interim {
  resultType?: string;
  inputRequests?: Record<string, unknown>;
  requestState?: string;
}

const MAX_ROUNDS = 10;

export async function callWithInput(
  client: Client,
  call: { name: string; arguments: Record<string, unknown> },
  answer: Answer,
): Promise<CallToolResult> {
  let params: Parameters<Client['callTool']>[0] = { name: call.name, arguments: call.arguments };
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    // Each callTool is a new request with a new id; allowInputRequired hands the interim result to us.
    const result = await client.callTool(params, { allowInputRequired: true });
    const interim = result as Interim;
    if (interim.resultType !== 'input_required') return result;
    // Answer exactly what this round asks for; earlier answers do not carry over.
    const inputResponses: Record<string, unknown> = {};
    for (const [key, request] of Object.entries(interim.inputRequests ?? {})) {
      inputResponses[key] = await answer(key, request);
    }
    // The retry repeats the whole call, and echoes requestState untouched (or sends none if none came).
    params = {
      name: call.name,
      arguments: call.arguments,
      inputResponses,
      ...(interim.requestState === undefined ? {} : { requestState: interim.requestState }),
    } as Parameters<Client['callTool']>[0];
  }
  throw new Error(`still input_required after ${MAX_ROUNDS} rounds`);
}
