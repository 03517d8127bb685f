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
  now?: () => number;
}

/**
 * When to sync: on start, ~2 s after the last change of progress, when the page becomes visible again and when
 * the network comes back. One sync runs at a time; a request during one runs once more after it. Changes that
 * the sync itself merged in do not ask for another sync. A status with `retryInMs` (the server's Retry-After on
 * 429, a busy server) holds every sync until then and runs one when the time is up.
 */
export function startSyncSchedule(options: SchedulerOptions) {
  const { engine, onStatus, win, doc, debounceMs = 2000, now = Date.now } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let merging = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** No request before this time (ms since the epoch): the server asked to wait. */
  let notBefore = 0;

  const later = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    const waitMs = notBefore - now();
    if (waitMs > 0) {
      later(waitMs);
      return Promise.resolve();
    }
    if (running) {
      again = true;
      return running;
    }
    onStatus({ state: 'syncing', at: now() });
    running = (async () => {
      do {
        again = false;
        const status = await engine.sync();
        onStatus(status);
        if (status.gone) stopped = true;
        else if (status.retryInMs) {
          notBefore = now() + status.retryInMs;
          later(status.retryInMs);
          break;
        }
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };

  const soon = () => {
    if (merging || stopped) return;
    later(Math.max(debounceMs, notBefore - now()));
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
