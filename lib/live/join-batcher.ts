import { MAX_LEARNERS } from './contract';
import type { Driver, Queryable } from './db/driver';
import { GroupCommit } from './group-commit';
import { fail, type Outcome } from './outcome';
import * as repo from './repository';

/** Joins arriving this soon after the first one of an idle class share its transaction. */
export const JOIN_WINDOW_MS = 2;
/** A batch is one transaction; a bigger backlog is written as several in a row. */
export const MAX_JOIN_BATCH = 200;

export interface NewLearner {
  id: string;
  nickname: string;
  nicknameKey: string;
  keyHash: string;
}
/** Joined once the learner is committed; else the refusal to send (404, or 409 ended / full / taken). */
export type JoinOutcome = { joined: true } | { joined: false; outcome: Outcome<never> };
const refuse = (status: number, error: string): JoinOutcome => ({ joined: false, outcome: fail(status, error) });

const GONE = 'No class has that code. Check it with your host.';
const ENDED = 'This class has ended.';
const FULL = `This class is full (${MAX_LEARNERS} learners).`;
const TAKEN = 'That nickname is taken in this class. Pick another.';

/**
 * Group commit of a class's joins (group-commit.ts), like the answers' (answer-batcher.ts): the joins that
 * arrive while a batch is written (or within JOIN_WINDOW_MS of an idle class's first) go in ONE transaction —
 * the class row's lock (which keeps the learner count and the joined events in order across instances), the
 * count, one multi-row insert and one append of their events. Each join is settled only after its batch committed; a failed
 * transaction fails every join in it (the clients try again). Rules as for one join, in arrival order.
 */
export class JoinBatcher {
  private readonly batches = new GroupCommit<NewLearner, JoinOutcome>({
    windowMs: JOIN_WINDOW_MS,
    maxBatch: MAX_JOIN_BATCH,
    write: (classId, batch) => this.db.transaction((q) => this.write(q, classId, batch)),
  });

  constructor(
    private readonly db: Driver,
    private now: () => Date,
  ) {}

  submit(classId: string, learner: NewLearner, now?: () => Date): Promise<JoinOutcome> {
    if (now) this.now = now;
    return this.batches.submit(classId, learner);
  }

  private async write(q: Queryable, classId: string, batch: readonly NewLearner[]): Promise<JoinOutcome[]> {
    const c = await repo.lockClass(q, classId);
    if (!c) return batch.map(() => refuse(404, GONE));
    if (c.phase === 'ended') return batch.map(() => refuse(409, ENDED));
    const outcomes: JoinOutcome[] = batch.map(() => refuse(409, FULL));
    // Two of this batch asking for one nickname: the first asks the database, the later one is refused.
    const keys = new Set<string>();
    let pending: number[] = [];
    batch.forEach((l, i) => {
      if (keys.has(l.nicknameKey)) outcomes[i] = refuse(409, TAKEN);
      else pending.push(i);
      keys.add(l.nicknameKey);
    });
    let count = await repo.countLearners(q, classId);
    const events: { name: string; data: unknown }[] = [];
    // Up to the free places, in arrival order; a place a taken nickname left free goes to the next in line.
    while (pending.length > 0 && count < MAX_LEARNERS) {
      const take = pending.slice(0, MAX_LEARNERS - count);
      pending = pending.slice(take.length);
      const inserted = await repo.insertLearners(
        q,
        take.map((i) => ({ ...batch[i], classId })),
        this.now(),
      );
      for (const i of take) {
        const { id, nickname } = batch[i];
        if (!inserted.has(id)) {
          outcomes[i] = refuse(409, TAKEN);
          continue;
        }
        outcomes[i] = { joined: true };
        events.push({ name: 'joined', data: { learnerId: id, nickname, count: ++count } });
      }
    }
    await repo.appendEvents(q, classId, events, this.now());
    return outcomes;
  }
}

/** One batcher per database per process (globalThis: Next.js may load this module once per route bundle). */
const holder = globalThis as typeof globalThis & { __mcpaLiveJoinBatchers?: WeakMap<Driver, JoinBatcher> };

export function joinBatcher(db: Driver, now: () => Date): JoinBatcher {
  const all = (holder.__mcpaLiveJoinBatchers ??= new WeakMap());
  let b = all.get(db);
  if (!b) all.set(db, (b = new JoinBatcher(db, now)));
  return b;
}
