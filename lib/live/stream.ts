import { authorize, type Deps } from './auth';
import { subscribe } from './hub';
import type { Outcome } from './outcome';
import * as repo from './repository';
import { eventStream, type Frame } from './sse';
import { HOST_ONLY } from './audience';
import { classQuestions, eventFor, snapshot, type Viewer } from './views';

/**
 * GET …/events: the key decides the view. With a Last-Event-ID this class's log still holds, the stream
 * replays what came after it; otherwise it starts with a snapshot as of the newest event. Id 0 is a
 * snapshot taken before any event this viewer may see: everything after it is a valid replay.
 */
export async function openStream(
  deps: Deps,
  classId: string,
  key: string | null,
  lastEventId: string | null,
  heartbeatMs?: number,
): Promise<Outcome<never> | { status: 200; stream: ReadableStream<Uint8Array> }> {
  const { db } = deps;
  const auth = await authorize(db, classId, key);
  if (!auth.ok) return auth.outcome;
  const viewer: Viewer = auth.viewer;
  const total = classQuestions(auth.cls).length;

  const render = async (rows: repo.EventRow[]): Promise<Frame[]> => {
    const frames: Frame[] = [];
    for (const row of rows) {
      const seen = await eventFor(db, row, viewer, () => total);
      // A hidden event is never sent; it only moves the stream past its id.
      frames.push(seen ? { id: row.id, event: seen.name, data: seen.data } : { id: row.id, event: null, data: null });
    }
    return frames;
  };

  const resumeFrom = /^\d{1,15}$/.test(lastEventId ?? '') ? Number(lastEventId) : null;
  const stream = eventStream(
    {
      start: async () => {
        if (resumeFrom !== null && (resumeFrom === 0 || (await repo.hasEvent(db, classId, resumeFrom))))
          return render(await repo.eventsAfter(db, classId, resumeFrom));
        // Read the newest id first: an event landing meanwhile is sent again after the snapshot (harmless).
        // A learner's snapshot carries the newest id they may see, so ids never hint at hidden events.
        const id = await repo.lastEventId(db, classId, viewer.kind === 'learner' ? HOST_ONLY : []);
        const cls = await repo.findClass(db, classId);
        return cls ? [{ id, event: 'snapshot', data: await snapshot(db, cls, viewer) }] : [];
      },
      after: async (afterId) => render(await repo.eventsAfter(db, classId, afterId)),
      subscribe: (wake) => subscribe(db, classId, viewer.kind === 'host' ? 'host' : 'all', wake),
    },
    heartbeatMs,
  );
  return { status: 200, stream };
}
