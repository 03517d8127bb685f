import type { Client, Tool } from '@modelcontextprotocol/client';

export interface Clock {
  now(): number;
}

export function createToolListCache(client: Client, clock: Clock): (user: string) => Promise<Tool[]> {
  // TODO: keep what each response says (ttlMs, cacheScope) and when it arrived; serve fresh copies.
  return async (user) => {
    const result = await client.request({ method: 'tools/list', params: {} });
    return result.tools;
  };
}
