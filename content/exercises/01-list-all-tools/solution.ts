import type { Client, Tool } from '@modelcontextprotocol/client';

export async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    // The first request has no cursor at all; later ones send exactly what the server gave.
    const params = cursor === undefined ? {} : { cursor };
    const page = await client.request({ method: 'tools/list', params });
    tools.push(...page.tools);
    // Presence, not truthiness: "" is a real cursor, only a missing nextCursor ends the list.
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return tools;
}
