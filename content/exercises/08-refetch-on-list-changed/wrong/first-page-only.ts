import type { Client, Tool } from '@modelcontextprotocol/client';

export async function watchTools(client: Client, onTools: (tools: Tool[]) => void): Promise<() => Promise<void>> {
  // One tools/list request: the first page only.
  const refresh = async () => onTools((await client.request({ method: 'tools/list', params: {} })).tools);
  client.setNotificationHandler('notifications/tools/list_changed', () => {
    void refresh();
  });
  const subscription = await client.listen({ toolsListChanged: true });
  await refresh();
  return () => subscription.close();
}
