import type { Client, Tool } from '@modelcontextprotocol/client';

export async function watchTools(client: Client, onTools: (tools: Tool[]) => void): Promise<() => Promise<void>> {
  const refresh = async () => onTools((await client.listTools()).tools);
  // Waits for notices, but never opens a subscriptions/listen stream to carry them.
  client.setNotificationHandler('notifications/tools/list_changed', () => {
    void refresh();
  });
  await refresh();
  return async () => {};
}
