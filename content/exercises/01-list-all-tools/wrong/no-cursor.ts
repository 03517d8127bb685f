import type { Client, Tool } from '@modelcontextprotocol/client';

export async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  for (;;) {
    const page = await client.request({ method: 'tools/list', params: {} });
    tools.push(...page.tools);
    if (page.nextCursor === undefined) return tools;
  }
}
