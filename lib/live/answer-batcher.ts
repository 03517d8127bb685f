import type { AnswerBody, AnswerResponse, AnswerResult } from './contract';
import type { Driver, Queryable } from './db/driver';
import { fail, ok, type Outcome } from './outcome';
import { gradable, questionId, resolveQuestions } from './questions';
import * as repo from './repository';
import { GroupCommit } from './group-commit';
import { fits } from './scoring';
import { TallyCoalescer } from './tally-coalescer';
import { classQuestions } from './views';

/** Answers arriving this soon after the first one of an idle class join its batch. */
export const BATCH_WINDOW_MS = 2;
/** A batch is one statement; a bigger backlog is written as several in a row. */
export const MAX_BATCH = 500;

interface Waiting {
  learnerId: string;
  body: AnswerBody;
}

/** An answer that lost to another instance's write is judged again in the next batch, at most this often. */
const MAX_REQUEUES = 5;

const sameResponse = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pairKey = (learnerId: string, index: number) => `${index}|${learnerId}`;

/**
 * Group commit of a class's answers (group-commit.ts): those that arrive while a batch is being written (or
 * within BATCH_WINDOW_MS of an idle class's first) are written in ONE statement (repository.writeAnswerBatch:
 * a share lock of the class row, the batch's earlier answers read, the new ones inserted). Each answer is
 * settled only after its batch committed; a failed batch fails every answer in it, and the clients retry with
 * the same answerId. Batches are per process; several instances' batches run side by side under the share
 * lock, and the keys of live_answers decide between two that write the same answer: the loser's answer goes
 * into the next batch, which reads the winner's row and answers from it.
 */
export class AnswerBatcher {
  private readonly batches: GroupCommit<Waiting, Outcome<AnswerResult>>;
  private readonly tallies: TallyCoalescer;
  /**
   * Test seam: runs after the batch's statement, in a transaction around it (without a seam the statement
   * commits by itself: one round trip); a throw rolls the whole batch back.
   */
  beforeCommit?: (q: Queryable, classId: string) => void | Promise<void>;

  constructor(
    private readonly db: Driver,
    private now: () => Date,
  ) {
    this.tallies = new TallyCoalescer(db, () => this.now());
    this.batches = new GroupCommit({
      windowMs: BATCH_WINDOW_MS,
      maxBatch: MAX_BATCH,
      maxRequeues: MAX_REQUEUES,
      requeueError: () => new Error('The answer kept colliding; it is retried.'),
      write: (classId, batch) => this.commit(classId, batch),
    });
  }

  /** The learner is already authorized for the class; resolves with the answer's verdict once committed. */
  submit(classId: string, learnerId: string, body: AnswerBody, now?: () => Date): Promise<Outcome<AnswerResult>> {
    if (now) this.now = now;
    return this.batches.submit(classId, { learnerId, body });
  }

  /** One batch: written (by itself, or in a transaction around the test seam), then its tally asked for. */
  private async commit(classId: string, batch: readonly Waiting[]) {
    const seam = this.beforeCommit;
    const { outcomes, inserted } = seam
      ? await this.db.transaction(async (q) => {
          const written = await this.write(q, classId, batch);
          await seam(q, classId);
          return written;
        })
      : await this.write(this.db, classId, batch);
    // The tally is written after the batch, by statements of its own: the host's counts are not worth holding
    // the class's lock, nor the learners' acknowledgements, for.
    if (inserted) this.tallies.committed(classId);
    return outcomes;
  }

  /**
   * One batch in one statement, then each answer's verdict: the same rules as a single answer, checked in
   * arrival order against the answers the statement found. An answer the rules would record but the statement
   * did not (another instance's batch wrote its id, or its learner's answer, meanwhile) has no verdict yet.
   */
  private async write(q: Queryable, classId: string, batch: readonly Waiting[]) {
    const sent = candidates(batch);
    const asked = new Map(batch.map((w) => [`${w.body.questionId}|${w.learnerId}`, w]));
    const { cls, found, inserted } = await repo.writeAnswerBatch(
      q,
      classId,
      {
        answerIds: [...new Set(batch.map(idOf))],
        asked: [...asked.values()].map((w) => ({ learnerId: w.learnerId, questionId: w.body.questionId })),
      },
      // Sorted by learner (stable: a learner's answers keep their order), so two instances' batches wait on
      // each other's rows in one order (no deadlock).
      [...sent.values()]
        .sort((a, b) => (a.learnerId < b.learnerId ? -1 : a.learnerId > b.learnerId ? 1 : 0))
        .map((w) => ({ ...w.body, learnerId: w.learnerId })),
      this.now(),
    );
    if (!cls) return { outcomes: batch.map(() => fail(404, 'No such class (it may have expired).')), inserted: false };
    const written = (i: number) => sent.has(i) && inserted.has(idOf(batch[i]));
    return { outcomes: judge(cls, found, batch, written), inserted: inserted.size > 0 };
  }
}

// uuids compare case-insensitively in the database; so must the batch's own bookkeeping.
const idOf = (w: Waiting) => w.body.answerId.toLowerCase();

/**
 * The answers worth offering to the statement, by position: each fits the question it names, and is the first
 * such of its answerId and of its learner's answers to that question (so no two of them collide).
 */
function candidates(batch: readonly Waiting[]): Map<number, Waiting> {
  const ids = new Set<string>();
  const pairs = new Set<string>();
  const sent = new Map<number, Waiting>();
  batch.forEach((w, i) => {
    const pair = `${w.body.questionId}|${w.learnerId}`;
    if (ids.has(idOf(w)) || pairs.has(pair)) return;
    const resolved = resolveQuestions([w.body.questionId]);
    if (!resolved.ok || !fits(gradable(resolved.questions[0]), w.body.response)) return;
    ids.add(idOf(w));
    pairs.add(pair);
    sent.set(i, w);
  });
  return sent;
}

/**
 * Each answer's verdict, in arrival order: `written` says which the statement recorded (those are fresh,
 * and count as recorded for the later ones); `found` holds the retries' rows and the learners' earlier
 * answers. undefined: the rules would record it, but it was not — it goes into the next batch.
 */
function judge(
  c: repo.ClassRow,
  found: repo.AnswerRow[],
  batch: readonly Waiting[],
  written: (i: number) => boolean,
): (Outcome<AnswerResult> | undefined)[] {
  const questions = classQuestions(c);
  const indexOf = new Map(questions.map((lq, i) => [questionId(lq), i]));
  const current = questions[c.index];
  // A row found one way is still true the other way (an answer's id and its learner's one answer to that
  // index), and only the batch's own ids and pairs were looked up, so both maps may hold every row.
  const owners = new Map(found.map((a) => [a.answerId.toLowerCase(), a.learnerId]));
  const recorded = new Map<string, AnswerResponse>(
    found.map((a) => [pairKey(a.learnerId, a.questionIndex), a.response]),
  );
  return batch.map((w, i): Outcome<AnswerResult> | undefined => {
    const { learnerId, body } = w;
    if (written(i)) {
      owners.set(idOf(w), learnerId);
      recorded.set(pairKey(learnerId, c.index), body.response);
      return ok({ recorded: true as const, duplicate: false });
    }
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
    return undefined;
  });
}

/** One batcher per database per process (globalThis: Next.js may load this module once per route bundle). */
const holder = globalThis as typeof globalThis & { __mcpaLiveBatchers?: WeakMap<Driver, AnswerBatcher> };

export function answerBatcher(db: Driver, now: () => Date): AnswerBatcher {
  const all = (holder.__mcpaLiveBatchers ??= new WeakMap());
  let b = all.get(db);
  if (!b) all.set(db, (b = new AnswerBatcher(db, now)));
  return b;
}
