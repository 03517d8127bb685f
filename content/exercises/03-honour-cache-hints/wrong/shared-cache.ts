import type { Client, Tool } from '@modelcontextprotocol/client';

export interface Clock {
  now(): number;
}

export function createToolListCache(client: Client, clock: Clock): (user: string) => Promise<Tool[]> {
  let cached: { tools: Tool[]; staleAt: number } | undefined;
  return async () => {
    if (cached && clock.now() < cached.staleAt) return cached.tools;
    const result = await client.request({ method: 'tools/list', params: {} });
    const ttlMs = (result as { ttlMs?: number }).ttlMs ?? 0;
    // One copy for everybody: cacheScope is never looked at.
    cached = { tools: result.tools, staleAt: clock.now() + Math.max(0, ttlMs) };
    return cached.tools;
  };
}
