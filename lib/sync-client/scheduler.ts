import type { SyncEngine, SyncStatus } from './engine';

export interface SchedulerOptions {
  engine: Pick<SyncEngine, 'sync'>;
  /** Calls back on every change of this device's progress; returns the unsubscribe. */
  subscribe: (changed: () => void) => () => void;
  onStatus: (status: SyncStatus) => void;
  /** window and document in the browser; absent in tests that drive `now()` themselves. */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  debounceMs?: number;
}

/**
 * When to sync: on start, ~2 s after the last change of progress, when the page becomes visible again and when
 * the network comes back. One sync runs at a time; a request during one runs once more after it. Changes that
 * the sync itself merged in do not ask for another sync.
 */
export function startSyncSchedule(options: SchedulerOptions) {
  const { engine, onStatus, win, doc, debounceMs = 2000 } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let merging = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    onStatus({ state: 'syncing', at: Date.now() });
    running = (async () => {
      do {
        again = false;
        const status = await engine.sync();
        onStatus(status);
        if (status.gone) stopped = true;
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };

  const soon = () => {
    if (merging || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), debounceMs);
  };
  const onVisible = () => doc?.visibilityState === 'visible' && void run();
  const onOnline = () => void run();
  const unsubscribe = options.subscribe(soon);
  doc?.addEventListener('visibilitychange', onVisible);
  win?.addEventListener('online', onOnline);
  void run();

  return {
    /** Sync now (a button, or a test). */
    now: run,
    /** Wraps the merge of the synced copy, so its own change of progress is not taken for the learner's. */
    merging<T>(apply: () => T): T {
      merging = true;
      try {
        return apply();
      } finally {
        merging = false;
      }
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      doc?.removeEventListener('visibilitychange', onVisible);
      win?.removeEventListener('online', onOnline);
    },
  };
}
