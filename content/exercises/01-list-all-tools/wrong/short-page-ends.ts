import type { Client, Tool } from '@modelcontextprotocol/client';

export async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  let pageSize = 0;
  for (;;) {
    const page = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } });
    tools.push(...page.tools);
    pageSize ||= page.tools.length;
    if (page.nextCursor === undefined || page.tools.length < pageSize) return tools;
    cursor = page.nextCursor;
  }
}
