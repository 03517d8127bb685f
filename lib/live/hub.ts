import type { Driver } from './db/driver';
import { EVENTS_CHANNEL } from './repository';

/**
 * Wake-ups for the open streams of this process. One LISTEN per process; a NOTIFY carries only the class
 * id, and each woken stream reads the event log after its last id — the log is the truth, NOTIFY only
 * says "look". Another app instance's writes wake these streams the same way (issue 13).
 */
interface Hub {
  wakers: Map<string, Set<() => void>>;
  listening?: Promise<unknown>;
}
const holder = globalThis as typeof globalThis & { __mcpaLiveHub?: Hub };
const hub: Hub = (holder.__mcpaLiveHub ??= { wakers: new Map() });

export async function subscribe(db: Driver, classId: string, wake: () => void): Promise<() => void> {
  hub.listening ??= db
    .listen(EVENTS_CHANNEL, (id) => {
      for (const w of hub.wakers.get(id) ?? []) w();
    })
    .catch((err: unknown) => {
      hub.listening = undefined;
      throw err;
    });
  await hub.listening;
  const set = hub.wakers.get(classId) ?? new Set();
  set.add(wake);
  hub.wakers.set(classId, set);
  return () => {
    set.delete(wake);
    if (set.size === 0) hub.wakers.delete(classId);
  };
}

/** Forget the LISTEN (the database was closed, e.g. between test files). */
export function resetHub(): void {
  hub.wakers.clear();
  hub.listening = undefined;
}
