'use client';

import { createContext, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyOr } from '@/components/ui/lazy-or';
import type { ProgressStoreApi } from '@/lib/progress/store';

// It checks stored progress with zod: loaded, like the store's own checks, only where progress is used.
// Neither may take the page down when its code cannot arrive (offline): then the page goes on without it.
const Nothing = () => null;
const CorruptProgress = lazyOr(() => import('./corrupt-progress'), Nothing);
// Syncs a paired device (components/sync); it too loads only where progress is used.
const SyncRunner = lazyOr(() => import('@/components/sync/sync-runner'), Nothing);

export interface ProgressContextValue {
  /** The page's one store, made with `create` the first time it is asked for. */
  store: (create: () => ProgressStoreApi) => ProgressStoreApi;
  /** Called by a component that uses progress, once mounted: saved progress is read from then on. */
  used: () => void;
}

export const ProgressContext = createContext<ProgressContextValue | null>(null);

/**
 * Progress for the whole app. The store's code comes with the components that use progress
 * (components/progress/use-progress.ts), and saved progress is read (and checked) once one of them mounts; so
 * pages without progress (the lab, an unknown address) load none of it.
 */
export function ProgressProvider({ children }: { children: ReactNode }) {
  const [holder] = useState(() => ({ current: undefined as ProgressStoreApi | undefined }));
  const [store, setStore] = useState<ProgressStoreApi | null>(null);
  const used = useCallback(() => setStore(holder.current ?? null), [holder]);
  const value = useMemo(
    () => ({ store: (create: () => ProgressStoreApi) => (holder.current ??= create()), used }),
    [holder, used],
  );
  useEffect(() => {
    if (!store) return;
    void store.persist.rehydrate();
    // Another tab saved progress: read it, so this tab never writes an older copy over it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === store.persist.getOptions().name) void store.persist.rehydrate();
    };
    // Leaving, closing or hiding the tab writes what waits: nothing is lost to a closed tab.
    const onHide = () => store.flushWrites();
    const onVisibility = () => document.hidden && store.flushWrites();
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      store.flushWrites();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store]);
  return (
    <ProgressContext.Provider value={value}>
      {store && (
        <Suspense fallback={null}>
          <CorruptProgress />
          <SyncRunner store={store} />
        </Suspense>
      )}
      {children}
    </ProgressContext.Provider>
  );
}
