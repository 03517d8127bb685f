import type { PersistStorage } from 'zustand/middleware';

export type Schedule = (run: () => void) => void;

/**
 * Around a storage: writes wait until `schedule` runs them, and only the latest value per key is written. In
 * the browser that is just after the next paint, so checking an answer shows its verdict first and saves it a
 * moment later (merging with what another tab saved costs milliseconds once progress is large). Reads write
 * what is waiting first; the provider also flushes when the page is hidden or closed, so nothing waits behind.
 */
export function deferredWrites<S>(
  base: PersistStorage<S>,
  schedule: Schedule,
): PersistStorage<S> & { flush: () => void } {
  const pending = new Map<string, Parameters<PersistStorage<S>['setItem']>[1]>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const writes = [...pending];
    pending.clear();
    for (const [name, value] of writes) void base.setItem(name, value);
  };
  return {
    getItem(name) {
      flush();
      return base.getItem(name);
    },
    setItem(name, value) {
      pending.set(name, value);
      if (scheduled) return;
      scheduled = true;
      schedule(flush);
    },
    removeItem(name) {
      pending.delete(name);
      return base.removeItem(name);
    },
    flush,
  };
}

/**
 * Runs `run` just after the next frame is painted: a task queued from requestAnimationFrame runs after that
 * frame's paint. A hidden tab paints nothing (and may never run the frame callback), so it runs soon instead.
 * What is asked for before that paint shares one frame callback and one fallback timer (checking an answer asks
 * three times), and runs in the order asked.
 */
let waiting: (() => void)[] = [];
export const afterNextPaint: Schedule = (run) => {
  waiting.push(run);
  if (waiting.length > 1) return;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    const now = waiting;
    waiting = [];
    // One failing does not keep the others (an answer's save among them) from running.
    for (const each of now)
      try {
        each();
      } catch (err) {
        reportError(err);
      }
  };
  if (document.hidden) return void setTimeout(once, 0);
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
};
