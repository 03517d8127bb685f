import { HOST_ONLY } from './audience';
import { authorize, authorizeFor, type Deps } from './auth';
import { deliver, feedFor, PAGE, type FeedMember } from './class-feed';
import { renderEvents } from './event-render';
import type { Outcome } from './outcome';
import * as repo from './repository';
import { formatFrame, type SseSource } from './sse';
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
): Promise<Outcome<never> | { status: 200; sse: SseSource }> {
  const { db } = deps;
  const resumeFrom = /^\d{1,15}$/.test(lastEventId ?? '') ? Number(lastEventId) : null;
  // A fresh stream reads its class with the log's newest ids in one query and authorizes against that row.
  // This read comes before the feed listens: whatever is appended after it, the feed's first read for this
  // stream (which follows the listen) finds, as it reads from the id this snapshot is as of.
  const fresh = key && resumeFrom === null ? await repo.classAsOfNewest(db, classId) : undefined;
  const auth =
    key && fresh !== undefined ? await authorizeFor(db, fresh?.cls ?? null, key) : await authorize(db, classId, key);
  if (!auth.ok) return auth.outcome;
  const viewer: Viewer = auth.viewer;
  const total = classQuestions(auth.cls).length;
  const feed = feedFor(db, classId, total);

  const sse: SseSource = {
    heartbeatMs,
    maxQueuedBytes,
    async open(sink) {
      const member: FeedMember = { viewer, lastId: 0, write: (chunks) => sink.write(chunks) };
      // A learner's snapshot carries the newest id they may see, so ids never hint at hidden events; the
      // stream itself goes on after the newest of all, so the shared reads need not pass the rest again.
      const sendSnapshot = async (at: NonNullable<typeof fresh>) => {
        const data = await snapshot(db, at.cls, viewer);
        const id = viewer.kind === 'learner' ? at.learnerVisible : at.newest;
        sink.write([encoder.encode(formatFrame({ id, event: 'snapshot', data }))]);
        member.lastId = at.newest;
      };
      feed.attach(member);
      try {
        // Listen before any further read, so nothing appended in between is missed.
        await feed.listen();
        const hidden = viewer.kind === 'learner' ? HOST_ONLY : [];
        if (fresh) {
          await sendSnapshot(fresh);
        } else if (resumeFrom !== null && (resumeFrom === 0 || (await repo.hasEvent(db, classId, resumeFrom)))) {
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
          // A resume point this log no longer holds: a snapshot as of the newest event.
          const now = await repo.classAsOfNewest(db, classId);
          if (now) await sendSnapshot(now);
        }
      } catch (err) {
        feed.leave(member);
        throw err;
      }
      feed.join(member);
      return { heartbeat: () => feed.poll(), close: () => feed.leave(member) };
    },
  };
  return { status: 200, sse };
}
