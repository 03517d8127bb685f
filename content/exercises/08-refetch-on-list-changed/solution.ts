import type { Client, Tool } from '@modelcontextprotocol/client';

export async function watchTools(client: Client, onTools: (tools: Tool[]) => void): Promise<() => Promise<void>> {
  // The notice carries no tools: fetch every page again. The notice has evicted the cached list already.
  const refresh = async () => onTools((await client.listTools()).tools);
  // The handler goes in first, so a change right after the stream opens is not missed.
  client.setNotificationHandler('notifications/tools/list_changed', () => {
    void refresh();
  });
  const subscription = await client.listen({ toolsListChanged: true });
  await refresh();
  return () => subscription.close();
}
