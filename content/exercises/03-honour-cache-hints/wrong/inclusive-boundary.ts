import type { Client, Tool } from '@modelcontextprotocol/client';

export interface Clock {
  now(): number;
}

export function createToolListCache(client: Client, clock: Clock): (user: string) => Promise<Tool[]> {
  const entries = new Map<string, { tools: Tool[]; staleAt: number }>();
  return async (user) => {
    const hit = entries.get('*') ?? entries.get(user);
    // Still "fresh" at the very moment it expires.
    if (hit && clock.now() <= hit.staleAt) return hit.tools;
    const result = await client.request({ method: 'tools/list', params: {} });
    const { ttlMs, cacheScope } = result as { ttlMs?: number; cacheScope?: string };
    const staleAt = clock.now() + Math.max(0, ttlMs ?? 0);
    entries.set(cacheScope === 'public' ? '*' : user, { tools: result.tools, staleAt });
    return result.tools;
  };
}
