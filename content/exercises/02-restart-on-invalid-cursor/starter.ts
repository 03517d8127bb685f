import type { Client, Tool } from '@modelcontextprotocol/client';

export async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    // TODO: a refused cursor throws an error with code -32602; start the walk over when that happens.
    const page = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } });
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return tools;
}
