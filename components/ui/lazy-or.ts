import { lazy, type ComponentType } from 'react';

/**
 * React's lazy, except that code which cannot arrive (offline before the worker cached it, a deploy that
 * replaced the chunk) renders `failed` in its place instead of throwing: a thrown load error replaces the
 * whole page with the framework's error screen, for a part as small as the search panel.
 */
export function lazyOr<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  failed: ComponentType<P>,
): ComponentType<P> {
  return lazy(() => load().catch(() => ({ default: failed })));
}
