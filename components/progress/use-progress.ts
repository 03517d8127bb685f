import { useContext, useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { afterNextPaint } from '@/lib/progress/deferred-writes';
import { createProgressStore, type ProgressStore, type ProgressStoreApi } from '@/lib/progress/store';
import { ProgressContext } from './progress-provider';

// Saving waits until the frame that shows the change is painted (lib/progress/deferred-writes.ts).
const createBrowserStore = () => createProgressStore(undefined, afterNextPaint);

/** The page's progress store; the store's code is imported here, so only pages that use progress load it. */
export function useProgressStoreApi(): ProgressStoreApi {
  const context = useContext(ProgressContext);
  if (!context) throw new Error('useProgress must be used inside <ProgressProvider>');
  const store = context.store(createBrowserStore);
  const { used } = context;
  useEffect(() => used(), [used]);
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
