import type { CallToolResult, Client } from '@modelcontextprotocol/client';

export interface ProgressUpdate {
  progress: number;
  total?: number;
  message?: string;
}

export async function collectProgress(
  client: Client,
  call: { name: string; arguments: Record<string, unknown> },
): Promise<{ result: CallToolResult; progress: ProgressUpdate[] }> {
  const progress: ProgressUpdate[] = [];
  // TODO: ask for progress, and collect the notifications that belong to this call, in order.
  const result = (await client.callTool(call)) as CallToolResult;
  return { result, progress };
}
