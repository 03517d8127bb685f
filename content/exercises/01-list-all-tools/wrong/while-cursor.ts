import type { Client, Tool } from '@modelcontextprotocol/client';

export async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } });
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}
