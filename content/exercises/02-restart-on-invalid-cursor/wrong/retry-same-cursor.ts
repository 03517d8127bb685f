import type { Client, Tool } from '@modelcontextprotocol/client';

export async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  let retries = 0;
  do {
    try {
      const page = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } });
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } catch (err) {
      // Tries the same cursor again a few times before giving up.
      if ((err as { code?: unknown }).code !== -32602 || ++retries > 2) throw err;
    }
  } while (cursor !== undefined);
  return tools;
}
