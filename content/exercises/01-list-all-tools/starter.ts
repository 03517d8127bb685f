import type { Client, Tool } from '@modelcontextprotocol/client';

export async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  // TODO: request the first page without a cursor, then follow nextCursor until it is missing.
  const first = await client.request({ method: 'tools/list', params: {} });
  tools.push(...first.tools);
  return tools;
}
