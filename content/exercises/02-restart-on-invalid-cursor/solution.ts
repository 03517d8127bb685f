import type { Client, Tool } from '@modelcontextprotocol/client';

const INVALID_PARAMS = -32602;
const MAX_WALKS = 3;

const isInvalidCursor = (err: unknown) => (err as { code?: unknown } | null)?.code === INVALID_PARAMS;

export async function listAllTools(client: Client): Promise<Tool[]> {
  for (let walk = 1; ; walk++) {
    // A fresh walk starts with nothing: pages of an abandoned walk may not fit with the new ones.
    const tools = new Map<string, Tool>();
    let cursor: string | undefined;
    try {
      do {
        const page = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } });
        for (const tool of page.tools) if (!tools.has(tool.name)) tools.set(tool.name, tool);
        cursor = page.nextCursor;
      } while (cursor !== undefined);
      return [...tools.values()];
    } catch (err) {
      // Only a refused cursor means "start over"; anything else, or too many restarts, is the caller's.
      if (cursor === undefined || !isInvalidCursor(err) || walk === MAX_WALKS) throw err;
    }
  }
}
