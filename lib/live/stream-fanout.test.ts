import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../quiz/schema';
import type { CreateClassResult, JoinResult, Reveal, Snapshot } from './contract';
import type { Driver } from './db/driver';
import { depsOf, fakeClock, sseServer, useRealContent } from './live-test-kit';
import * as repo from './repository';
import { answer, control, createClass, join } from './service';
import { sseReader } from './sse-reader';
import { openStream } from './stream';
import { countingDriver, insertLearnersForTest, testDatabases } from './test-db';

type Reader = ReturnType<typeof sseReader>;

/** The shared feed: one log read and one verdict query per event for a whole room; a slow client is cut off. */
describe.each(testDatabases())('stream fan-out on $name', (t) => {
  let raw: Driver;
  let counted: ReturnType<typeof countingDriver>;
  let single: Question & { type: 'single' };
  const clock = fakeClock();
  const open: Pick<Reader, 'cancel'>[] = [];
  let server: Awaited<ReturnType<typeof sseServer>>;

  beforeAll(async () => {
    const bank = await useRealContent();
    single = bank.find((q): q is Question & { type: 'single' } => q.type === 'single')!;
    raw = await t.open();
    counted = countingDriver(raw);
    server = await sseServer();
  });
  afterAll(async () => {
    for (const r of open) await r.cancel();
    await server.close();
    await t.close();
  });

  /** A stream served over a real socket as the route serves it; `ended` once its session closed. */
  async function served(db: Driver, classId: string, key: string, maxQueuedBytes?: number) {
    const out = await openStream(depsOf(db, clock), classId, key, null, 60_000, maxQueuedBytes);
    if (!('sse' in out)) throw new Error(`stream refused: ${out.status}`);
    return server.body(out.sse);
  }
  async function stream(db: Driver, classId: string, key: string, maxQueuedBytes?: number) {
    const reader = sseReader((await served(db, classId, key, maxQueuedBytes)).body);
    open.push(reader);
    return reader;
  }

  /** A class of n learners on its open question, the even ones answered right; their streams opened. */
  async function roomOf(n: number) {
    const deps = depsOf(raw, clock);
    const c = (await createClass(deps, { title: 'Room', questionIds: [single.id] })).body as CreateClassResult;
    const learners = await insertLearnersForTest(raw, c.classId, n, clock.now());
    await control(deps, c.classId, c.hostKey, { action: 'open' });
    const right = single.options.find((o) => o.correct)!.id;
    const wrong = single.options.find((o) => !o.correct)!.id;
    await Promise.all(
      learners.map((l, i) =>
        answer(deps, c.classId, l.learnerKey, {
          answerId: randomUUID(),
          questionId: single.id,
          response: { choice: i % 2 === 0 ? right : wrong },
        }),
      ),
    );
    const readers = await Promise.all(learners.map((l) => stream(counted.driver, c.classId, l.learnerKey)));
    for (const r of readers) expect((await r.nextEvent<Snapshot>())!.event).toBe('snapshot');
    return { c, learners, readers };
  }

  /** Reveals and waits for every stream's reveal; returns the statements the streams ran meanwhile. */
  async function revealTo(room: Awaited<ReturnType<typeof roomOf>>) {
    // Let the answers' trailing tally land first: it is not part of the reveal's fan-out.
    await new Promise((r) => setTimeout(r, 300));
    counted.statements.length = 0;
    const out = await control(depsOf(raw, clock), room.c.classId, room.c.hostKey, { action: 'reveal' });
    const reveal = (out.body as { state: Snapshot }).state.reveal as Reveal;
    const got = await Promise.all(
      room.readers.map((r) => r.nextEvent<Reveal & { you: { correct: boolean; score: number } }>()),
    );
    return { reveal, got, statements: [...counted.statements] };
  }

  it('sends every learner the same reveal with their own verdict, with as many queries for 24 as for 3', async () => {
    const small = await roomOf(3);
    const big = await roomOf(24);
    const a = await revealTo(small);
    const b = await revealTo(big);
    for (const [room, run] of [
      [small, a],
      [big, b],
    ] as const) {
      run.got.forEach((e, i) => {
        expect(e!.event).toBe('reveal');
        expect(e!.data).toEqual({ ...run.reveal, you: { correct: i % 2 === 0, score: i % 2 === 0 ? 1 : 0 } });
      });
      expect(run.got).toHaveLength(room.learners.length);
    }
    expect(b.statements.length).toBe(a.statements.length);
    expect(b.statements.length).toBeLessThanOrEqual(3); // read the log, the room's verdicts
  });

  it('opens a learner stream with 3 queries, 2 for a learner who joined in this process', async () => {
    const deps = depsOf(raw, clock);
    const c = (await createClass(deps, { title: 'Opens', questionIds: [single.id] })).body as CreateClassResult;
    const [elsewhere] = await insertLearnersForTest(raw, c.classId, 1, clock.now());
    const here = (await join(deps, { joinCode: c.joinCode, nickname: 'Here' }, '198.51.100.7')).body as JoinResult;
    await control(deps, c.classId, c.hostKey, { action: 'open' });
    const opening = async (key: string) => {
      counted.statements.length = 0;
      const s = await stream(counted.driver, c.classId, key);
      expect((await s.nextEvent<Snapshot>())!.data).toMatchObject({ phase: 'open', you: { answer: null } });
      // The stream's first shared read of the log follows the snapshot: not part of the open.
      return counted.statements.filter((q) => !q.includes('LEFT JOIN LATERAL')).length;
    };
    expect(await opening(elsewhere.learnerKey)).toBe(3); // class and log ids; the key; the learner's standing
    expect(await opening(here.learnerKey)).toBe(2);
  });

  it("commits the host's control before it reads the host's view, so the NOTIFY is not held back", async () => {
    const c = (await createClass(depsOf(raw, clock), { title: 'Commit', questionIds: [single.id] }))
      .body as CreateClassResult;
    await insertLearnersForTest(raw, c.classId, 3, clock.now());
    const log: string[] = [];
    const traced: Driver = {
      ...raw,
      query: (text, params) => (log.push('query'), raw.query(text, params)),
      transaction: async (work) => {
        log.push('BEGIN');
        const out = await raw.transaction((q) =>
          work({ query: (text, params) => (log.push('in'), q.query(text, params)) }),
        );
        log.push('COMMIT');
        return out;
      },
    };
    const out = await control(depsOf(traced, clock), c.classId, c.hostKey, { action: 'open' });
    expect((out.body as { state: Snapshot }).state).toMatchObject({
      phase: 'open',
      host: { learners: expect.any(Array) },
    });
    const during = log.slice(log.indexOf('BEGIN'), log.indexOf('COMMIT'));
    expect(during.filter((s) => s === 'in')).toHaveLength(3); // lock the class, log the event, its new state
    expect(log.slice(log.indexOf('COMMIT')).filter((s) => s === 'query').length).toBeGreaterThanOrEqual(4);
  });

  it("writes a read's events to a stream as one chunk, a learner's reveal with their verdict too", async () => {
    const deps = depsOf(raw, clock);
    const c = (await createClass(deps, { title: 'Chunks', questionIds: [single.id] })).body as CreateClassResult;
    const [learner] = await insertLearnersForTest(raw, c.classId, 1, clock.now());
    const rawStream = async (key: string) => {
      const reader = (await served(raw, c.classId, key)).body.getReader();
      open.push({ cancel: () => reader.cancel() });
      const chunk = async () => new TextDecoder().decode((await reader.read()).value);
      while (!(await chunk()).includes('event: snapshot'));
      return chunk;
    };
    const host = await rawStream(c.hostKey);
    const you = await rawStream(learner.learnerKey);
    await repo.appendEvents(
      raw,
      c.classId,
      [0, 1, 2].map((i) => ({ name: 'joined', data: { i } })),
      clock.now(),
    );
    expect((await host()).match(/^event: joined$/gm)).toHaveLength(3);
    await control(deps, c.classId, c.hostKey, { action: 'open' });
    await control(deps, c.classId, c.hostKey, { action: 'reveal' });
    let seen = ''; // the question, then the reveal (or both in one read)
    while (!seen.includes('event: reveal')) seen += await you();
    expect(seen).toMatch(/event: reveal\ndata: \{.*"you":\{"correct":false,"score":0\}\}\n\n$/);
  });

  it('drops a stream that never reads without delaying another stream of the class', async () => {
    const deps = depsOf(raw, clock);
    const c = (await createClass(deps, { title: 'Slow', questionIds: [single.id] })).body as CreateClassResult;
    const cap = 64 * 1024;
    const stalled = await served(raw, c.classId, c.hostKey, cap);
    const stalledReader = sseReader(stalled.body);
    open.push(stalledReader);
    const reading = await stream(raw, c.classId, c.hostKey, cap);
    expect((await stalledReader.nextEvent())!.event).toBe('snapshot');
    expect((await reading.nextEvent())!.event).toBe('snapshot');
    // The stalled client reads no more: the sockets' buffers fill (a few MB on loopback), then the server's
    // own queue passes the cap and the stream is cut off. The other stream gets every event meanwhile.
    const pad = 'x'.repeat(32 * 1024);
    let i = 0;
    for (; i < 1000 && !stalled.ended(); i++) {
      await repo.appendEvent(raw, c.classId, 'joined', { i, pad }, clock.now());
      expect((await reading.nextEvent<{ i: number }>())!.data.i).toBe(i);
    }
    expect(stalled.ended(), `still open after ${i} events of 32 KB`).toBe(true);
    // Its client finds the stream ended mid-body (its unread queue dropped), and would resume from its last id.
    const drained = (async () => {
      for (;;) if ((await stalledReader.next()) === null) return 'ended';
    })();
    await expect(drained).rejects.toThrow();
    await repo.appendEvent(raw, c.classId, 'closed', { index: 0 }, clock.now());
    expect((await reading.nextEvent())!.event).toBe('closed');
  });
});
