import { HOST_ONLY, type Audience } from './audience';
import type { Driver } from './db/driver';
import { renderEvents } from './event-render';
import { subscribe } from './hub';
import * as repo from './repository';
import type { Viewer } from './views';

/** One open stream as the feed sees it. `write` never blocks: a stream that cannot keep up closes itself. */
export interface FeedMember {
  viewer: Viewer;
  /** The newest event id this stream has passed (sent, or skipped as not for this viewer). */
  lastId: number;
  write(chunks: Uint8Array[]): void;
}

export const PAGE = 200;
/** A heartbeat rereads the log (in case a NOTIFY was lost), but a class's feed at most this often. */
const POLL_MIN_MS = 1000;
const RETRY_MS = 500;

/**
 * The one reader of a class's event log in this process. On a wake it reads the log once — after the
 * oldest id any of its streams has reached, so nobody misses a row — renders each event once, and hands
 * the bytes to every stream in one synchronous loop (a slow stream never delays the others). Streams join
 * between reads, so one that joins mid-read is served by the next read from its own id.
 */
export class ClassFeed {
  /** Streams still catching up by themselves; they keep the feed (and its LISTEN) alive meanwhile. */
  private catching = new Set<FeedMember>();
  private members = new Set<FeedMember>();
  private joining: FeedMember[] = [];
  private hosts = 0;
  private disposed = false;
  private reading = false;
  private again = false;
  private lastReadAt = 0;
  private unsubscribe: (() => void) | undefined;
  private subscribed: Promise<void> | undefined;

  constructor(
    private readonly db: Driver,
    private readonly classId: string,
    private readonly total: number,
    private readonly onEmpty: () => void,
  ) {}

  /** Listens for the class's wakes (once); resolves when listening, so nothing appended after is missed. */
  listen(): Promise<void> {
    this.subscribed ??= subscribe(this.db, this.classId, 'host', (audience?: Audience) => this.wake(audience)).then(
      (stop) => {
        if (this.disposed) stop();
        else this.unsubscribe = stop;
      },
      (err: unknown) => {
        this.subscribed = undefined;
        throw err;
      },
    );
    return this.subscribed;
  }

  /** A new stream, about to catch up by itself (snapshot or replay). */
  attach(member: FeedMember): void {
    this.catching.add(member);
    if (member.viewer.kind === 'host') this.hosts++;
  }

  /** The stream has caught up to `member.lastId`: from now on the shared reads serve it. */
  join(member: FeedMember): void {
    if (!this.catching.delete(member)) return; // it left meanwhile
    this.joining.push(member);
    this.request();
  }

  leave(member: FeedMember): void {
    const known = this.catching.delete(member) || this.members.delete(member) || this.joining.includes(member);
    if (!known) return;
    if (member.viewer.kind === 'host') this.hosts--;
    this.joining = this.joining.filter((m) => m !== member);
    if (this.members.size === 0 && this.joining.length === 0 && this.catching.size === 0) {
      this.disposed = true;
      this.unsubscribe?.();
      this.onEmpty();
    }
  }

  /** A stream's heartbeat: reread unless the feed read recently. */
  poll(): void {
    if (Date.now() - this.lastReadAt >= POLL_MIN_MS) this.request();
  }

  private wake(audience: Audience | undefined): void {
    // An event only the host sees (a tally) needs no read when no host is watching from this process.
    if (audience === 'host' && this.hosts === 0) return;
    this.request();
  }

  /** The learners this read renders for: only a reveal or an end has a personal part to look up. */
  private learnerIds(rows: readonly repo.EventRow[]): string[] {
    if (!rows.some((r) => r.name === 'reveal' || r.name === 'end')) return [];
    return [...this.members].flatMap((m) => (m.viewer.kind === 'learner' ? [m.viewer.learnerId] : []));
  }

  private request(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    void this.loop();
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        for (const m of this.joining) this.members.add(m);
        this.joining = [];
        if (this.members.size === 0) break;
        let from = Infinity;
        for (const m of this.members) from = Math.min(from, m.lastId);
        // With no host in this process, the host's events (a room's joins, the tallies) stay in the database.
        const hidden = this.hosts === 0 ? HOST_ONLY : [];
        const { rows, upto } = await repo.visibleEventsAfter(this.db, this.classId, from, hidden, PAGE);
        this.lastReadAt = Date.now();
        if (rows.length > 0) {
          const rendered = await renderEvents(this.db, this.classId, rows, this.total, this.learnerIds(rows));
          for (const m of this.members) deliver(m, rendered);
        }
        if (rows.length === PAGE)
          this.again = true; // a long backlog comes in pages
        else for (const m of this.members) m.lastId = Math.max(m.lastId, upto);
      } while (this.again);
      this.reading = false;
    } catch {
      // The database is away: try again shortly (a heartbeat would too).
      this.reading = false;
      setTimeout(() => this.request(), RETRY_MS).unref?.();
    }
  }
}

/**
 * Sends a stream the rendered events it has not passed yet, in one write: every chunk a stream is written
 * costs the response's pipe a round of promises and a socket write, so a read costs each stream one.
 */
export function deliver(
  member: FeedMember,
  rendered: readonly { id: number; chunksFor(v: Viewer): Uint8Array[] | null }[],
) {
  const out: Uint8Array[] = [];
  for (const e of rendered) {
    if (e.id <= member.lastId) continue;
    member.lastId = e.id;
    const chunks = e.chunksFor(member.viewer);
    if (chunks) out.push(...chunks);
  }
  if (out.length > 0) member.write(out);
}

/** The feeds of this process, one per class with open streams (globalThis: one per process, as the hub). */
const holder = globalThis as typeof globalThis & { __mcpaLiveFeeds?: Map<string, ClassFeed> };
const feeds = (holder.__mcpaLiveFeeds ??= new Map());

export function feedFor(db: Driver, classId: string, total: number): ClassFeed {
  let feed = feeds.get(classId);
  if (!feed) {
    const created: ClassFeed = new ClassFeed(db, classId, total, () => {
      if (feeds.get(classId) === created) feeds.delete(classId);
    });
    feeds.set(classId, (feed = created));
  }
  return feed;
}

/** Forget every feed (the database was closed, e.g. between test files). */
export function resetFeeds(): void {
  feeds.clear();
}
