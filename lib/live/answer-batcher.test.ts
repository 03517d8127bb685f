import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../quiz/schema';
import { AnswerBatcher, answerBatcher } from './answer-batcher';
import type { AnswerBody, CreateClassResult, Tally } from './contract';
import type { Driver } from './db/driver';
import { depsOf, fakeClock, useRealContent } from './live-test-kit';
import * as repo from './repository';
import { answer, control, createClass } from './service';
import { countingDriver, insertLearnersForTest, testDatabases } from './test-db';

/** Group commit of answers against a real database: nothing lost, nothing doubled, whatever the batches. */
describe.each(testDatabases())('answer batches on $name', (t) => {
  let raw: Driver;
  let db: Driver;
  let statements: string[];
  let single: Question & { type: 'single' };
  const clock = fakeClock();
  const deps = () => depsOf(db, clock);

  beforeAll(async () => {
    const bank = await useRealContent();
    single = bank.find((q): q is Question & { type: 'single' } => q.type === 'single')!;
    raw = await t.open();
    ({ driver: db, statements } = countingDriver(raw));
  });
  afterAll(() => t.close());

  async function openClass(learners: number) {
    const c = (await createClass(deps(), { title: 'Batches', questionIds: [single.id] })).body as CreateClassResult;
    const ls = await insertLearnersForTest(raw, c.classId, learners, clock.now());
    expect((await control(deps(), c.classId, c.hostKey, { action: 'open' })).status).toBe(200);
    return { c, ls };
  }
  const option = (i: number) => single.options[i % single.options.length].id;
  const body = (answerId: string, choice: string): AnswerBody => ({
    answerId,
    questionId: single.id,
    response: { choice },
  });
  const send = (c: CreateClassResult, key: string, answerId: string, choice: string) =>
    answer(deps(), c.classId, key, body(answerId, choice));
  const rowsOf = (c: CreateClassResult) => repo.answersTo(raw, c.classId, 0);
  async function tallies(c: CreateClassResult) {
    const events = await repo.eventsAfter(raw, c.classId, 0, 100_000);
    return events.filter((e) => e.name === 'tally').map((e) => e.data as Tally);
  }
  const fresh = { status: 200, body: { recorded: true, duplicate: false } };
  const duplicate = { status: 200, body: { recorded: true, duplicate: true } };

  it('records many concurrent answers exactly once each, in far fewer transactions than answers', async () => {
    const n = 300;
    const { c, ls } = await openClass(n);
    statements.length = 0;
    const sent = ls.map((l, i) => ({ key: l.learnerKey, answerId: randomUUID(), choice: option(i) }));
    const outs = await Promise.all(sent.map((s) => send(c, s.key, s.answerId, s.choice)));
    expect(outs.filter((o) => o.status === 200 && !(o.body as { duplicate: boolean }).duplicate)).toHaveLength(n);
    const rows = await rowsOf(c);
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r) => r.answerId))).toEqual(new Set(sent.map((s) => s.answerId)));
    const batches = statements.filter((s) => s.includes('FOR SHARE')).length;
    expect(batches).toBeLessThan(n / 10);
    // The last tally counts every answer, however many were coalesced before it.
    await expect.poll(async () => (await tallies(c)).at(-1)?.answered, { timeout: 10_000 }).toBe(n);
  });

  it('a batch that fails between insert and commit records and acknowledges none of its answers; retries count once', async () => {
    const n = 40;
    const { c, ls } = await openClass(n);
    const batcher = answerBatcher(db, clock.now);
    let insertedBeforeCrash = 0;
    batcher.beforeCommit = async (q, classId) => {
      insertedBeforeCrash += (await repo.answersTo(q, classId, 0)).length;
      throw new Error('crash between batch and commit');
    };
    const sent = ls.map((l, i) => ({ key: l.learnerKey, answerId: randomUUID(), choice: option(i) }));
    const first = await Promise.allSettled(sent.map((s) => send(c, s.key, s.answerId, s.choice)));
    batcher.beforeCommit = undefined;
    expect(first.map((r) => r.status)).toEqual(sent.map(() => 'rejected'));
    expect(insertedBeforeCrash).toBeGreaterThanOrEqual(n); // the rows were written, then rolled back
    expect(await rowsOf(c)).toHaveLength(0);

    const retried = await Promise.all(sent.map((s) => send(c, s.key, s.answerId, s.choice)));
    expect(retried).toEqual(sent.map(() => fresh));
    const again = await Promise.all(sent.map((s) => send(c, s.key, s.answerId, s.choice)));
    expect(again).toEqual(sent.map(() => duplicate));
    expect((await rowsOf(c)).map((r) => r.answerId).sort()).toEqual(sent.map((s) => s.answerId).sort());
  });

  it('keeps every rule across and within batches: retried ids, another learner’s id, a second answer, a closed question', async () => {
    const { c, ls } = await openClass(3);
    const [ada, bo, cy] = ls;
    const id = randomUUID();
    expect(await send(c, ada.learnerKey, id, option(0))).toEqual(fresh);
    // The retry lands in a later batch; a retry with the id in capitals is the same uuid.
    expect(await send(c, ada.learnerKey, id, option(0))).toEqual(duplicate);
    expect(await send(c, ada.learnerKey, id.toUpperCase(), option(0))).toEqual(duplicate);
    // Both copies at once (one batch, or two when their key checks finish apart): one records, one is its
    // duplicate, whichever the batch reached first.
    const twice = randomUUID();
    const copies = await Promise.all([
      send(c, bo.learnerKey, twice, option(1)),
      send(c, bo.learnerKey, twice, option(1)),
    ]);
    expect(copies).toEqual(expect.arrayContaining([fresh, duplicate]));
    expect((await send(c, cy.learnerKey, id, option(0))).status).toBe(409);
    // Two different answers of one learner at once: the one written first counts, the other gets it back.
    const both = await Promise.all([
      send(c, cy.learnerKey, randomUUID(), option(0)),
      send(c, cy.learnerKey, randomUUID(), option(1)),
    ]);
    const first = both.findIndex((o) => o.status === 200);
    expect(both[first]).toEqual(fresh);
    expect(both[1 - first]).toEqual({
      status: 409,
      body: { error: expect.stringMatching(/first answer counts/), recorded: { choice: option(first) } },
    });
    const counted = option(first);
    expect(await send(c, cy.learnerKey, randomUUID(), counted)).toEqual(duplicate);
    expect((await send(c, cy.learnerKey, randomUUID(), 'no-such-option')).status).toBe(400);
    expect(await rowsOf(c)).toHaveLength(3);

    await control(deps(), c.classId, c.hostKey, { action: 'close' });
    expect(await send(c, ada.learnerKey, id, option(0))).toEqual(duplicate);
    expect(await send(c, ada.learnerKey, randomUUID(), option(1))).toEqual({
      status: 409,
      body: { error: expect.stringMatching(/not open/), recorded: { choice: option(0) } },
    });
    expect(await rowsOf(c)).toHaveLength(3);
  });

  it('two batchers on one database (two app instances) record a retried answerId once', async () => {
    const n = 60;
    const { c, ls } = await openClass(n);
    const other = new AnswerBatcher(raw, clock.now);
    const sent = ls.map((l, i) => ({
      learnerId: l.learnerId,
      key: l.learnerKey,
      answerId: randomUUID(),
      choice: option(i),
    }));
    // Every answer goes to both instances at once, as a client whose first response was lost would.
    const outs = await Promise.all(
      sent.flatMap((s) => [
        send(c, s.key, s.answerId, s.choice),
        other.submit(c.classId, s.learnerId, body(s.answerId, s.choice)),
      ]),
    );
    expect(outs.every((o) => o.status === 200)).toBe(true);
    expect(outs.filter((o) => !(o.body as { duplicate: boolean }).duplicate)).toHaveLength(n);
    expect(await rowsOf(c)).toHaveLength(n);
  });

  /**
   * Another instance's batch of one answer, held open by the test seam: inserted, the class row share-locked, not
   * committed, until `release()`.
   */
  async function heldBatch(c: CreateClassResult, learnerId: string, answerId: string) {
    const other = new AnswerBatcher(raw, clock.now);
    let release = () => {};
    let holding = false;
    other.beforeCommit = () => {
      holding = true;
      other.beforeCommit = undefined; // only this batch is held
      return new Promise<void>((r) => (release = r));
    };
    const held = other.submit(c.classId, learnerId, body(answerId, option(0)));
    await expect.poll(() => holding).toBe(true);
    return { held, release: () => release() };
  }

  // PGlite has one connection, which a transaction holds: there, batches take turns anyway.
  it.skipIf(t.name === 'PGlite')(
    'two instances write batches side by side: one held open holds up no other',
    async () => {
      const { c, ls } = await openClass(2);
      const { held, release } = await heldBatch(c, ls[0].learnerId, randomUUID());
      const blocked = new Promise((r) => setTimeout(() => r('blocked'), 3000));
      const mine = await Promise.race([send(c, ls[1].learnerKey, randomUUID(), option(1)), blocked]);
      release();
      expect(mine).toEqual(fresh);
      expect(await held).toEqual(fresh);
    },
  );

  it.skipIf(t.name === 'PGlite')(
    "a tally is logged while another instance's batch holds the class row: it does not wait for the batch",
    async () => {
      const { c, ls } = await openClass(2);
      const { held, release } = await heldBatch(c, ls[0].learnerId, randomUUID());
      const tally: Tally = { index: 0, answered: 1, learners: 2, histogram: [] };
      const blocked = new Promise((r) => setTimeout(() => r('blocked'), 3000));
      const logged = await Promise.race([repo.appendTally(raw, c.classId, tally, clock.now()), blocked]);
      release();
      expect(logged).toBe(true);
      expect(await held).toEqual(fresh);
      expect((await tallies(c)).some((x) => x.answered === 1)).toBe(true);
    },
  );

  // The statement's snapshot predates the other batch's commit, which its insert waited for: the answer is
  // neither found nor inserted, and the next batch, which sees the winner's row, gives the verdict.
  it.skipIf(t.name === 'PGlite')(
    'an answer another instance wrote while this batch waited is judged again from that row',
    async () => {
      const { c, ls } = await openClass(2);
      const id = randomUUID();
      const { held, release } = await heldBatch(c, ls[0].learnerId, id);
      const retry = send(c, ls[0].learnerKey, id, option(0));
      const second = send(c, ls[0].learnerKey, randomUUID(), option(1));
      await new Promise((r) => setTimeout(r, 300)); // both wait on the held batch's rows
      release();
      expect(await held).toEqual(fresh);
      expect(await retry).toEqual(duplicate);
      expect(await second).toEqual({
        status: 409,
        body: { error: expect.stringMatching(/first answer counts/), recorded: { choice: option(0) } },
      });
      expect(await rowsOf(c)).toHaveLength(1);
    },
  );

  it('a tally is counted and logged in two statements outside any transaction (no batch waits on it)', async () => {
    const { c, ls } = await openClass(1);
    // A driver of this test's own: tallies that earlier tests' batchers still owe go through the shared one.
    const own = countingDriver(raw);
    let transactions = 0;
    const counted: Driver = { ...own.driver, transaction: (work) => (transactions++, own.driver.transaction(work)) };
    const batcher = new AnswerBatcher(counted, clock.now);
    expect(await batcher.submit(c.classId, ls[0].learnerId, body(randomUUID(), option(0)))).toEqual(fresh);
    await expect.poll(async () => (await tallies(c)).at(-1)?.answered, { timeout: 5_000 }).toBe(1);
    expect(transactions).toBe(0);
    // The batch's statement, then the tally's count and its append.
    expect(own.statements).toHaveLength(3);
  });

  it('a tally counted before the newest one logged is dropped; one of another question or phase too', async () => {
    const { c } = await openClass(3);
    const at = clock.now();
    const t = (index: number, answered: number): Tally => ({ index, answered, learners: 3, histogram: [] });
    expect(await repo.appendTally(raw, c.classId, t(0, 2), at)).toBe(true);
    expect(await repo.appendTally(raw, c.classId, t(0, 1), at)).toBe(false);
    expect(await repo.appendTally(raw, c.classId, t(0, 2), at)).toBe(true);
    expect(await repo.appendTally(raw, c.classId, t(1, 3), at)).toBe(false);
    expect((await tallies(c)).map((x) => x.answered)).toEqual([2, 2]);
    expect((await control(deps(), c.classId, c.hostKey, { action: 'end' })).status).toBe(200);
    expect(await repo.appendTally(raw, c.classId, t(0, 3), at)).toBe(false);
  });

  it('coalesces tally events to about ten a second, the last one counting every answer', async () => {
    const n = 60;
    const { c, ls } = await openClass(n);
    const started = Date.now();
    for (let i = 0; i < n; i += 3)
      await Promise.all(ls.slice(i, i + 3).map((l, j) => send(c, l.learnerKey, randomUUID(), option(i + j))));
    const elapsed = Date.now() - started;
    await expect.poll(async () => (await tallies(c)).at(-1)?.answered, { timeout: 10_000 }).toBe(n);
    expect((await tallies(c)).length).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 2);
    expect((await tallies(c)).length).toBeLessThan(n / 3);
  });
});
