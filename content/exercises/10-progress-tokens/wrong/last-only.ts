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
  // Our token, different from any other request still running on this connection.
  const token = `collect-progress-${++calls}`;
  const progress: ProgressUpdate[] = [];
  client.setNotificationHandler('notifications/progress', (notification) => {
    const { progressToken, ...update } = notification.params;
    // Other calls report on the same connection: keep ours only, the latest is what counts.
    if (progressToken === token) progress.splice(0, progress.length, update);
  });
  const result = (await client.callTool({ ...call, _meta: { progressToken: token } })) as CallToolResult;
  return { result, progress };
}
