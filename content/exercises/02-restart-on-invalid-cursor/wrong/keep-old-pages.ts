import type { Client, Tool } from '@modelcontextprotocol/client';

export async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  let restarting = false;
  do {
    restarting = false;
    try {
      const page = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } });
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } catch (err) {
      if ((err as { code?: unknown }).code !== -32602) throw err;
      // Starts over, but keeps what the abandoned walk collected.
      cursor = undefined;
      restarting = true;
    }
  } while (cursor !== undefined || restarting);
  return tools;
}
