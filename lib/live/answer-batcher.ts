import type { AnswerBody, AnswerResponse, AnswerResult } from './contract';
import type { Driver, Queryable } from './db/driver';
import { fail, ok, type Outcome } from './outcome';
import { gradable, questionId } from './questions';
import * as repo from './repository';
import { fits } from './scoring';
import { TallyCoalescer } from './tally-coalescer';
import { classQuestions } from './views';

/** Answers arriving this soon after the first one of an idle class join its batch. */
export const BATCH_WINDOW_MS = 2;
/** A batch is one transaction; a bigger backlog is written as several in a row. */
export const MAX_BATCH = 500;

interface Waiting {
  learnerId: string;
  body: AnswerBody;
  resolve: (o: Outcome<AnswerResult>) => void;
  reject: (err: unknown) => void;
}
interface ClassQueue {
  waiting: Waiting[];
  busy: boolean;
}

const sameResponse = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pairKey = (learnerId: string, index: number) => `${index}|${learnerId}`;

/**
 * Group commit of a class's answers: those that arrive while a batch is being written (or within
 * BATCH_WINDOW_MS of an idle class's first) are written in ONE transaction — a share lock of the class row,
 * one query for every check, one multi-row insert. Each answer is settled only after its batch committed; a
 * failed transaction fails every answer in it, and the clients retry with the same answerId. Batches are per
 * process; several instances' batches run side by side under the share lock, and the keys of live_answers
 * decide between two that write the same answer (the loser reads the winner's row and answers from it).
 */
export class AnswerBatcher {
  private queues = new Map<string, ClassQueue>();
  private readonly tallies: TallyCoalescer;
  /** Test seam: runs in the batch's transaction after its insert; a throw rolls the whole batch back. */
  beforeCommit?: (q: Queryable, classId: string) => void | Promise<void>;

  constructor(
    private readonly db: Driver,
    private now: () => Date,
  ) {
    this.tallies = new TallyCoalescer(db, () => this.now());
  }

  /** The learner is already authorized for the class; resolves with the answer's verdict once committed. */
  submit(classId: string, learnerId: string, body: AnswerBody, now?: () => Date): Promise<Outcome<AnswerResult>> {
    if (now) this.now = now;
    let queue = this.queues.get(classId);
    if (!queue) this.queues.set(classId, (queue = { waiting: [], busy: false }));
    const q = queue;
    const settled = new Promise<Outcome<AnswerResult>>((resolve, reject) =>
      q.waiting.push({ learnerId, body, resolve, reject }),
    );
    if (!q.busy) {
      q.busy = true;
      setTimeout(() => void this.drain(classId, q), BATCH_WINDOW_MS);
    }
    return settled;
  }

  private async drain(classId: string, queue: ClassQueue): Promise<void> {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, MAX_BATCH);
      try {
        const { outcomes, inserted } = await this.db.transaction((q) => this.write(q, classId, batch));
        // The tally is written after the batch, in a transaction of its own: the host's counts are not
        // worth holding the class's lock, nor the learners' acknowledgements, for.
        if (inserted) this.tallies.committed(classId);
        batch.forEach((w, i) => w.resolve(outcomes[i]));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    queue.busy = false;
    this.queues.delete(classId);
  }

  /** One batch inside its transaction: the same rules as a single answer, checked in arrival order. */
  private async write(q: Queryable, classId: string, batch: Waiting[]) {
    const c = await repo.shareLockClass(q, classId);
    if (!c) return { outcomes: batch.map(() => fail(404, 'No such class (it may have expired).')), inserted: false };
    const questions = classQuestions(c);
    const indexOf = new Map(questions.map((lq, i) => [questionId(lq), i]));
    const first = await judge(q, c, indexOf, batch);
    if (first.inserts.length === 0) return { outcomes: first.outcomes, inserted: false };
    // Sorted by learner, so two instances' batches wait on each other's rows in one order (no deadlock).
    const inserts = [...first.inserts].sort((a, b) => (a.learnerId < b.learnerId ? -1 : 1));
    const written = await repo.insertAnswers(q, inserts, this.now());
    const outcomes = [...first.outcomes];
    // Another instance's batch, under the same share lock, wrote one of these answerIds (or the learner's
    // answer) since our read: judge those again against what is there now, which this statement can see.
    const lost = batch.flatMap((w, i) => (first.inserted.has(i) && !written.has(idOf(w)) ? [i] : []));
    if (lost.length > 0) {
      const again = await judge(
        q,
        c,
        indexOf,
        lost.map((i) => batch[i]),
      );
      if (again.inserts.length > 0) throw new Error('An answer collided with a row that is gone; the batch retries.');
      lost.forEach((i, k) => (outcomes[i] = again.outcomes[k]));
    }
    await this.beforeCommit?.(q, classId);
    return { outcomes, inserted: written.size > 0 };
  }
}

// uuids compare case-insensitively in the database; so must the batch's own bookkeeping.
const idOf = (w: Waiting) => w.body.answerId.toLowerCase();

/**
 * Each answer's verdict against the database (one query for the batch's retries and earlier answers) and
 * the rows to insert; answers earlier in the batch count as recorded for the later ones.
 */
async function judge(q: Queryable, c: repo.ClassRow, indexOf: Map<string, number>, batch: Waiting[]) {
  const current = classQuestions(c)[c.index];
  const pairs = new Map<string, { learnerId: string; questionIndex: number }>();
  for (const { learnerId, body } of batch) {
    const questionIndex = indexOf.get(body.questionId);
    if (questionIndex !== undefined) pairs.set(pairKey(learnerId, questionIndex), { learnerId, questionIndex });
  }
  // Retries by answerId and earlier answers by (learner, question) in one query. A row found one way is
  // still true the other way (an answer's id and its learner's one answer to that index), and only the
  // batch's own ids and pairs are ever looked up, so both maps may hold every row.
  const found = await repo.findBatchAnswers(q, [...new Set(batch.map(idOf))], [...pairs.values()]);
  const owners = new Map(found.map((a) => [a.answerId.toLowerCase(), a.learnerId]));
  const recorded = new Map<string, AnswerResponse>(
    found.map((a) => [pairKey(a.learnerId, a.questionIndex), a.response]),
  );

  const inserts: Parameters<typeof repo.insertAnswers>[1][number][] = [];
  const inserted = new Set<number>();
  const outcomes = batch.map((w, i): Outcome<AnswerResult> => {
    const { learnerId, body } = w;
    // A retry of an answer already recorded gets the same verdict, whatever the phase is now.
    const owner = owners.get(idOf(w));
    if (owner !== undefined) {
      if (owner !== learnerId) return fail(409, 'That answerId belongs to another answer.');
      return ok({ recorded: true as const, duplicate: true });
    }
    const index = indexOf.get(body.questionId);
    if (c.phase !== 'open' || index !== c.index) {
      const mine = index === undefined ? undefined : recorded.get(pairKey(learnerId, index));
      return fail(409, 'This question is not open for answers.', mine ? { recorded: mine } : undefined);
    }
    if (!fits(gradable(current), body.response)) return fail(400, 'That answer does not fit the question.');
    const mine = recorded.get(pairKey(learnerId, c.index));
    if (mine) {
      if (sameResponse(mine, body.response)) return ok({ recorded: true as const, duplicate: true });
      return fail(409, 'You have already answered: your first answer counts.', { recorded: mine });
    }
    inserts.push({ ...body, classId: c.id, learnerId, questionIndex: c.index });
    inserted.add(i);
    owners.set(idOf(w), learnerId);
    recorded.set(pairKey(learnerId, c.index), body.response);
    return ok({ recorded: true as const, duplicate: false });
  });
  return { outcomes, inserts, inserted };
}

/** One batcher per database per process (globalThis: Next.js may load this module once per route bundle). */
const holder = globalThis as typeof globalThis & { __mcpaLiveBatchers?: WeakMap<Driver, AnswerBatcher> };

export function answerBatcher(db: Driver, now: () => Date): AnswerBatcher {
  const all = (holder.__mcpaLiveBatchers ??= new WeakMap());
  let b = all.get(db);
  if (!b) all.set(db, (b = new AnswerBatcher(db, now)));
  return b;
}
