'use client';

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { CorruptProgress } from './corrupt-progress';
import { afterNextPaint } from '@/lib/progress/deferred-writes';
import { createProgressStore, PROGRESS_KEY, type ProgressStore, type ProgressStoreApi } from '@/lib/progress/store';

const ProgressContext = createContext<ProgressStoreApi | null>(null);

export function ProgressProvider({ children }: { children: ReactNode }) {
  // Saving waits until the frame that shows the change is painted (lib/progress/deferred-writes.ts).
  const [store] = useState(() => createProgressStore(undefined, afterNextPaint));
  useEffect(() => {
    void store.persist.rehydrate();
    // Another tab saved progress: read it, so this tab never writes an older copy over it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === PROGRESS_KEY) void store.persist.rehydrate();
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
    <ProgressContext.Provider value={store}>
      <CorruptProgress />
      {children}
    </ProgressContext.Provider>
  );
}

export function useProgressStoreApi(): ProgressStoreApi {
  const store = useContext(ProgressContext);
  if (!store) throw new Error('useProgress must be used inside <ProgressProvider>');
  return store;
}

export function useProgress<T>(selector: (state: ProgressStore) => T): T {
  return useStore(useProgressStoreApi(), selector);
}

/** Records an answer just after the frame that shows its verdict (flushed at once if the tab goes away). */
export function useRecordAttempt(): ProgressStoreApi['recordAttemptSoon'] {
  return useProgressStoreApi().recordAttemptSoon;
}

/** False until saved progress has been read; writing before that would overwrite it. */
export function useProgressHydrated(): boolean {
  const store = useProgressStoreApi();
  return useSyncExternalStore(
    (notify) => store.persist.onFinishHydration(notify),
    () => store.persist.hasHydrated(),
    () => false,
  );
}
