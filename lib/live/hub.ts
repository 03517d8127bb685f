import { parseWake, type Audience } from './audience';
import type { Driver } from './db/driver';
import { EVENTS_CHANNEL } from './repository';

/**
 * Wake-ups for the class feeds of this process (class-feed.ts). One LISTEN per process; a NOTIFY carries
 * only the class id and who the event concerns, and the woken feed reads the event log — the log is the
 * truth, NOTIFY only says "look". Another app instance's writes wake these feeds the same way.
 */
interface Waker {
  /** A host stream wakes for every event; a learner stream only for those learners see. */
  host: boolean;
  /** Told who the event concerns; undefined after a gap (anything may have been missed). */
  wake: (audience?: Audience) => void;
}
interface Hub {
  wakers: Map<string, Set<Waker>>;
  listening?: Promise<unknown>;
}
const holder = globalThis as typeof globalThis & { __mcpaLiveHub?: Hub };
const hub: Hub = (holder.__mcpaLiveHub ??= { wakers: new Map() });

export async function subscribe(
  db: Driver,
  classId: string,
  reads: Audience,
  wake: (audience?: Audience) => void,
): Promise<() => void> {
  hub.listening ??= db
    .listen(
      EVENTS_CHANNEL,
      (payload) => {
        const { classId: id, audience } = parseWake(payload);
        for (const w of hub.wakers.get(id) ?? []) if (audience === 'all' || w.host) w.wake(audience);
      },
      // After the listening connection came back, every open stream rereads the log for what it missed.
      () => {
        for (const set of hub.wakers.values()) for (const w of set) w.wake();
      },
    )
    .catch((err: unknown) => {
      hub.listening = undefined;
      throw err;
    });
  await hub.listening;
  const set = hub.wakers.get(classId) ?? new Set();
  const waker: Waker = { host: reads === 'host', wake };
  set.add(waker);
  hub.wakers.set(classId, set);
  return () => {
    set.delete(waker);
    if (set.size === 0) hub.wakers.delete(classId);
  };
}

/** Forget the LISTEN (the database was closed, e.g. between test files). */
export function resetHub(): void {
  hub.wakers.clear();
  hub.listening = undefined;
}
