import type { Client, Tool } from '@modelcontextprotocol/client';

export interface Clock {
  now(): number;
}

interface Entry {
  tools: Tool[];
  /** Fresh while clock.now() is earlier than this. */
  staleAt: number;
}

const PUBLIC = 'public';

export function createToolListCache(client: Client, clock: Clock): (user: string) => Promise<Tool[]> {
  let shared: Entry | undefined;
  const perUser = new Map<string, Entry>();

  const fresh = (entry: Entry | undefined) => (entry && clock.now() < entry.staleAt ? entry : undefined);

  return async (user) => {
    const hit = fresh(shared) ?? fresh(perUser.get(user));
    if (hit) return hit.tools;
    const result = await client.request({ method: 'tools/list', params: {} });
    const { ttlMs, cacheScope } = result as { ttlMs?: unknown; cacheScope?: unknown };
    // A missing, zero or negative TTL is stale at once; anything else counts from the moment it arrived.
    const ttl = typeof ttlMs === 'number' && ttlMs > 0 ? ttlMs : 0;
    const entry: Entry = { tools: result.tools, staleAt: clock.now() + ttl };
    // Only a public list may be served to other users; a private one stays with the user who fetched it.
    if (cacheScope === PUBLIC) shared = entry;
    else perUser.set(user, entry);
    return entry.tools;
  };
}
