import type { CallToolResult, Client } from '@modelcontextprotocol/client';

export interface ProgressUpdate {
  progress: number;
  total?: number;
  message?: string;
}

let calls = 0;

export async function collectProgress(
  client: Client,
  call: { name: string; arguments: Record<string, unknown> },
): Promise<{ result: CallToolResult; progress: ProgressUpdate[] }> {
  // The token we listen for.
  const token = `collect-progress-${++calls}`;
  const progress: ProgressUpdate[] = [];
  client.setNotificationHandler('notifications/progress', (notification) => {
    const { progressToken, ...update } = notification.params;
    // Other calls report on the same connection: keep ours only, in arrival order.
    if (progressToken === token) progress.push(update);
  });
  const result = (await client.callTool(call)) as CallToolResult;
  return { result, progress };
}
