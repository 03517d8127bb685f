import { HOST_ONLY } from './audience';
import { authorize, type Deps } from './auth';
import { deliver, feedFor, PAGE, type FeedMember } from './class-feed';
import { renderEvents } from './event-render';
import type { Outcome } from './outcome';
import * as repo from './repository';
import { formatFrame, sseBody } from './sse';
import { classQuestions, snapshot, type Viewer } from './views';

const encoder = new TextEncoder();

/**
 * GET …/events: the key decides the view. With a Last-Event-ID this class's log still holds, the stream
 * replays what came after it; otherwise it starts with a snapshot as of the newest event. Id 0 is a
 * snapshot taken before any event this viewer may see: everything after it is a valid replay. Once caught
 * up, the stream is served by its class's shared feed (class-feed.ts).
 */
export async function openStream(
  deps: Deps,
  classId: string,
  key: string | null,
  lastEventId: string | null,
  heartbeatMs?: number,
  maxQueuedBytes?: number,
): Promise<Outcome<never> | { status: 200; stream: ReadableStream<Uint8Array> }> {
  const { db } = deps;
  const auth = await authorize(db, classId, key);
  if (!auth.ok) return auth.outcome;
  const viewer: Viewer = auth.viewer;
  const total = classQuestions(auth.cls).length;
  const feed = feedFor(db, classId, total);
  const resumeFrom = /^\d{1,15}$/.test(lastEventId ?? '') ? Number(lastEventId) : null;

  const stream = sseBody(
    async (sink) => {
      const member: FeedMember = { viewer, lastId: 0, write: (chunks) => sink.write(chunks) };
      feed.attach(member);
      try {
        // Listen before the first read, so nothing appended in between is missed.
        await feed.listen();
        const hidden = viewer.kind === 'learner' ? HOST_ONLY : [];
        if (resumeFrom !== null && (resumeFrom === 0 || (await repo.hasEvent(db, classId, resumeFrom)))) {
          member.lastId = resumeFrom;
          // A stream that is behind catches up with its own reads; the shared reads start where it ends.
          // A learner's reads leave out the host's events (a room's joins, the tallies) in the database.
          const mine = viewer.kind === 'learner' ? [viewer.learnerId] : [];
          for (;;) {
            const { rows, upto } = await repo.visibleEventsAfter(db, classId, member.lastId, hidden, PAGE);
            deliver(member, await renderEvents(db, classId, rows, total, mine));
            if (rows.length < PAGE) member.lastId = Math.max(member.lastId, upto);
            if (rows.length < PAGE || sink.closed) break;
          }
        } else {
          // Read the newest id first: an event landing meanwhile is sent again after the snapshot (harmless).
          // A learner's snapshot carries the newest id they may see, so ids never hint at hidden events; the
          // stream itself goes on after the newest of all, so the shared reads need not pass the rest again.
          const ids = await repo.lastEventIds(db, classId, hidden);
          const cls = await repo.findClass(db, classId);
          if (cls) {
            const data = await snapshot(db, cls, viewer);
            sink.write([encoder.encode(formatFrame({ id: ids.visible, event: 'snapshot', data }))]);
          }
          member.lastId = ids.newest;
        }
      } catch (err) {
        feed.leave(member);
        throw err;
      }
      feed.join(member);
      return { heartbeat: () => feed.poll(), close: () => feed.leave(member) };
    },
    { heartbeatMs, maxQueuedBytes },
  );
  return { status: 200, stream };
}
