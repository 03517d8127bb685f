import type { Client, Tool } from '@modelcontextprotocol/client';

export async function watchTools(client: Client, onTools: (tools: Tool[]) => void): Promise<() => Promise<void>> {
  // TODO: report the list now, then again every time the server says it changed.
  onTools((await client.listTools()).tools);
  return async () => {};
}
