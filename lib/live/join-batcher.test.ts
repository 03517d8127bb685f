import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../quiz/schema';
import { MAX_LEARNERS, type CreateClassResult } from './contract';
import type { Driver } from './db/driver';
import { JoinBatcher } from './join-batcher';
import { hashKey } from './keys';
import { depsOf, errorOf, fakeClock, useRealContent } from './live-test-kit';
import * as repo from './repository';
import { control, createClass, join } from './service';
import { countingDriver, insertLearnersForTest, testDatabases } from './test-db';

const TAKEN = 'That nickname is taken in this class. Pick another.';
const FULL = `This class is full (${MAX_LEARNERS} learners).`;

/** Joins that arrive together share one transaction, with the same rules as one join at a time. */
describe.each(testDatabases())('join batches on $name', (t) => {
  let raw: Driver;
  let counted: ReturnType<typeof countingDriver>;
  let bank: Question[];
  const clock = fakeClock();

  beforeAll(async () => {
    bank = await useRealContent();
    raw = await t.open();
    counted = countingDriver(raw);
  });
  afterAll(() => t.close());

  async function newClass() {
    const single = bank.find((q) => q.type === 'single')!;
    return (await createClass(depsOf(raw, clock), { title: 'Joins', questionIds: [single.id] }))
      .body as CreateClassResult;
  }
  const joinAll = (c: CreateClassResult, nicknames: string[]) =>
    Promise.all(
      nicknames.map((nickname) =>
        join(depsOf(counted.driver, clock), { joinCode: c.joinCode, nickname }, '198.51.100.3'),
      ),
    );

  /**
   * A driver whose join-code lookups all answer in one tick once `n` were asked: on a loaded machine the
   * database's replies otherwise straggle over more than the batch window, and the room arrives in many batches.
   */
  function lookupsTogether(db: Driver, n: number): Driver {
    const waiting: (() => void)[] = [];
    const barrier = () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === n) for (const release of waiting.splice(0)) release();
      });
    return {
      ...db,
      query: async <R>(text: string, params?: unknown[]) => {
        const reply = await db.query<R>(text, params);
        if (text.includes('WHERE join_code = $3')) await barrier();
        return reply;
      },
    };
  }

  it('writes a room joining at once in a few transactions, every learner once, their counts in log order', async () => {
    const c = await newClass();
    counted.statements.length = 0;
    const names = Array.from({ length: 40 }, (_, i) => `learner ${i}`);
    const together = lookupsTogether(counted.driver, names.length);
    const out = await Promise.all(
      names.map((nickname) => join(depsOf(together, clock), { joinCode: c.joinCode, nickname }, '198.51.100.3')),
    );
    expect(out.map((o) => o.status)).toEqual(names.map(() => 201));
    const locks = counted.statements.filter((s) => /FOR UPDATE/.test(s)).length;
    // One at a time this was 40 locks, 40 counts, 40 inserts and 40 appends.
    expect(locks).toBeGreaterThanOrEqual(1);
    expect(locks).toBeLessThanOrEqual(4);
    expect(await repo.countLearners(raw, c.classId)).toBe(40);
    const events = await repo.eventsAfter(raw, c.classId, 0, 100);
    const joined = events.map((e) => e.data as { learnerId: string; count: number });
    expect(joined.map((j) => j.count)).toEqual(names.map((_, i) => i + 1));
    expect(new Set(joined.map((j) => j.learnerId))).toEqual(
      new Set(out.map((o) => (o.body as { learnerId: string }).learnerId)),
    );
  });

  it('a join alone runs 5 statements: its code and rate limit in one, then lock, count, insert, log', async () => {
    const c = await newClass();
    counted.statements.length = 0;
    expect((await joinAll(c, ['Solo']))[0].status).toBe(201);
    expect(counted.statements).toHaveLength(5);
  });

  it('refuses a nickname taken in the class or earlier in the batch, and fills the last places in order', async () => {
    const c = await newClass();
    await insertLearnersForTest(raw, c.classId, MAX_LEARNERS - 2, clock.now()); // p0 … p1997
    // Submitted in one tick, so one batch in this order (through join() each looks its code up first).
    const batcher = new JoinBatcher(raw, clock.now);
    const out = await Promise.all(
      ['P0', 'Ada', 'ADA', 'Bo', 'Cy'].map((nickname) =>
        batcher.submit(c.classId, {
          id: randomUUID(),
          nickname,
          nicknameKey: nickname.toLowerCase(),
          keyHash: hashKey(randomUUID()),
        }),
      ),
    );
    const said = out.map((o) => (o.joined ? 'joined' : errorOf(o.outcome)));
    expect(said).toEqual([TAKEN, 'joined', TAKEN, 'joined', FULL]);
    expect(await repo.countLearners(raw, c.classId)).toBe(MAX_LEARNERS);
    const events = await repo.eventsAfter(raw, c.classId, 0, 10);
    expect(events.map((e) => (e.data as { nickname: string; count: number }).count)).toEqual([1999, 2000]);
  });

  it('refuses every join of a batch once the class has ended', async () => {
    const c = await newClass();
    await control(depsOf(raw, clock), c.classId, c.hostKey, { action: 'end' });
    const out = await joinAll(c, ['Ada', 'Bo', 'Cy']);
    expect(out.map((o) => [o.status, errorOf(o)])).toEqual(
      ['Ada', 'Bo', 'Cy'].map(() => [409, 'This class has ended.']),
    );
    expect(await repo.countLearners(raw, c.classId)).toBe(0);
  });
});
