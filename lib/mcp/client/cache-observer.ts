import {
  InMemoryResponseCacheStore,
  type CacheEntry,
  type CacheKey,
  type CacheScope,
  type ResponseCacheStore,
} from '@modelcontextprotocol/client';

export interface ToolsCacheSnapshot {
  /** Whether the client holds a tools/list entry at all. */
  held: boolean;
  /** Absolute ms epoch when the entry goes stale (the client's own computation from ttlMs). */
  expiresAt?: number;
  scope?: CacheScope;
  /** Why the last entry went away, when it did: the client evicts on notifications/tools/list_changed. */
  evicted?: 'invalidated' | 'cleared';
}

/**
 * The SDK's own in-memory response cache, with a window on its tools/list entry so the lab can show
 * fresh/stale, the time left, the scope, and evictions. Freshness decisions stay the SDK's.
 */
export class ObservedCacheStore implements ResponseCacheStore {
  private readonly inner = new InMemoryResponseCacheStore();
  private tools: ToolsCacheSnapshot = { held: false };
  private readonly listeners = new Set<() => void>();

  snapshot(): ToolsCacheSnapshot {
    return this.tools;
  }

  /** Milliseconds until the held tools/list entry is stale (0 when stale or absent). */
  ttlLeft(now = Date.now()): number {
    return this.tools.held && this.tools.expiresAt !== undefined ? Math.max(0, this.tools.expiresAt - now) : 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(next: ToolsCacheSnapshot) {
    this.tools = next;
    for (const listener of this.listeners) listener();
  }

  get(key: CacheKey): CacheEntry | undefined {
    return this.inner.get(key);
  }

  set(key: CacheKey, entry: { value: string; expiresAt?: number; scope?: CacheScope }): number {
    const stamp = this.inner.set(key, entry);
    if (key.method === 'tools/list') this.update({ held: true, expiresAt: entry.expiresAt, scope: entry.scope });
    return stamp;
  }

  delete(key: CacheKey): void {
    this.inner.delete(key);
    if (key.method === 'tools/list' && this.tools.held) this.update({ held: false, evicted: 'invalidated' });
  }

  evict(method: string): void {
    this.inner.evict(method);
    if (method === 'tools/list' && this.tools.held) this.update({ held: false, evicted: 'invalidated' });
  }

  clear(): void {
    this.inner.clear();
    if (this.tools.held) this.update({ held: false, evicted: 'cleared' });
  }
}
