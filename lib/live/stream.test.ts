import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateClassResult, JoinResult, Snapshot } from './contract';
import type { Driver } from './db/driver';
import { depsOf, fakeClock, sseServer, useRealContent } from './live-test-kit';
import type { Question } from '../quiz/schema';
import { answer, control, createClass, join } from './service';
import { sseReader } from './sse-reader';
import { openStream } from './stream';
import { subscribe } from './hub';
import * as repo from './repository';
import { testDatabases } from './test-db';

/**
 * The SSE streams over real PGlite and a real socket (served as the route does): snapshot first, live events
 * via LISTEN/NOTIFY, per-view filtering, resume, heartbeat, a client that leaves.
 */
describe.each(testDatabases())('event streams on $name', (t) => {
  let db: Driver;
  let bank: Question[];
  const clock = fakeClock();
  const deps = () => depsOf(db, clock);
  const open: { cancel: () => Promise<unknown> }[] = [];
  let server: Awaited<ReturnType<typeof sseServer>>;

  beforeAll(async () => {
    bank = await useRealContent();
    db = await t.open();
    server = await sseServer();
  });
  afterAll(async () => {
    for (const s of open) await s.cancel();
    await server.close();
    await t.close();
  });

  async function stream(classId: string, key: string | null, lastEventId: string | null = null, heartbeatMs = 60_000) {
    const out = await openStream(deps(), classId, key, lastEventId, heartbeatMs);
    if (!('sse' in out)) return { status: out.status, reader: null, ended: () => true };
    const { body, ended } = await server.body(out.sse);
    const reader = sseReader(body);
    open.push(reader);
    return { status: 200, reader, ended };
  }

  async function setUp() {
    const single = bank.find((q) => q.type === 'single')!;
    const c = (await createClass(deps(), { title: 'Streams', questionIds: [single.id] })).body as CreateClassResult;
    const ada = (await join(deps(), { joinCode: c.joinCode, nickname: 'Ada' }, '198.51.100.1')).body as JoinResult;
    return { c, ada, single };
  }

  it('refuses a stream without a key (401) or with a wrong one (403)', async () => {
    const { c } = await setUp();
    expect((await stream(c.classId, null)).status).toBe(401);
    expect((await stream(c.classId, 'A'.repeat(22))).status).toBe(403);
  });

  it('starts with retry and a snapshot, then carries live events; the learner never gets tally or joined', async () => {
    const { c, ada, single } = await setUp();
    const host = (await stream(c.classId, c.hostKey)).reader!;
    const learner = (await stream(c.classId, ada.learnerKey)).reader!;
    expect(await learner.next()).toEqual({ retry: 2000 });
    const hostSnap = await host.nextEvent<Snapshot>();
    expect(hostSnap).toMatchObject({
      event: 'snapshot',
      data: { phase: 'lobby', host: { learners: [{ nickname: 'Ada' }] } },
    });
    const learnerSnap = await learner.nextEvent<Snapshot>();
    expect(learnerSnap!.data.host).toBeUndefined();
    expect(learnerSnap!.data.you).toMatchObject({ nickname: 'Ada', answer: null });

    await control(deps(), c.classId, c.hostKey, { action: 'open' });
    const bo = (await join(deps(), { joinCode: c.joinCode, nickname: 'Bo' }, '198.51.100.1')).body as JoinResult;
    await answer(deps(), c.classId, ada.learnerKey, {
      answerId: randomUUID(),
      questionId: single.id,
      response: { choice: 'a' },
    });
    // The tally follows the answer's commit in statements of its own: let it land before the reveal.
    await expect
      .poll(async () => (await repo.eventsAfter(db, c.classId, 0)).some((e) => e.name === 'tally'))
      .toBe(true);
    await control(deps(), c.classId, c.hostKey, { action: 'reveal' });

    const hostEvents = [await host.nextEvent(), await host.nextEvent(), await host.nextEvent(), await host.nextEvent()];
    expect(hostEvents.map((e) => e!.event)).toEqual(['question', 'joined', 'tally', 'reveal']);
    expect(hostEvents[1]!.data).toEqual({ learnerId: bo.learnerId, nickname: 'Bo', count: 2 });
    expect(hostEvents[2]!.data).toMatchObject({ answered: 1, learners: 2 });

    const question = await learner.nextEvent();
    expect(question!.event).toBe('question');
    expect(JSON.stringify(question!.data)).not.toMatch(/"correct"|explanation/);
    const reveal = await learner.nextEvent<{ you: { correct: boolean; score: number } }>();
    expect(reveal!.event).toBe('reveal');
    expect(reveal!.data.you).toEqual({
      correct: single.type === 'single' && single.options.find((o) => o.id === 'a')!.correct,
      score: expect.any(Number),
    });
    expect(Number(reveal!.id)).toBeGreaterThan(Number(question!.id));
  });

  it('resumes after Last-Event-ID with exactly the missed events; an unknown id gets a snapshot', async () => {
    const { c } = await setUp();
    const first = (await stream(c.classId, c.hostKey)).reader!;
    const snap = await first.nextEvent();
    await first.cancel();
    await control(deps(), c.classId, c.hostKey, { action: 'open' });
    await control(deps(), c.classId, c.hostKey, { action: 'close' });
    const resumed = (await stream(c.classId, c.hostKey, snap!.id)).reader!;
    expect((await resumed.nextEvent())!.event).toBe('question');
    expect((await resumed.nextEvent())!.event).toBe('closed');
    const fresh = (await stream(c.classId, c.hostKey, '999999999')).reader!;
    expect(await fresh.nextEvent()).toMatchObject({ event: 'snapshot', data: { phase: 'closed' } });
  });

  it('wakes learner streams only for events learners see: an answer (tally) wakes the host alone', async () => {
    const { c } = await setUp();
    const woken = { host: 0, learner: 0 };
    const stops = [
      await subscribe(db, c.classId, 'host', () => woken.host++),
      await subscribe(db, c.classId, 'all', () => woken.learner++),
    ];
    // setUp's own events (a join) may still be on their way from PostgreSQL: let them land, then count.
    await new Promise((r) => setTimeout(r, 300));
    Object.assign(woken, { host: 0, learner: 0 });
    await repo.appendEvent(db, c.classId, 'tally', {}, clock.now());
    await repo.appendEvent(db, c.classId, 'joined', {}, clock.now());
    await repo.appendEvent(db, c.classId, 'closed', {}, clock.now());
    // PostgreSQL delivers NOTIFY asynchronously: wait for all three, then make sure nothing more comes.
    await expect.poll(() => ({ ...woken })).toEqual({ host: 3, learner: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(woken).toEqual({ host: 3, learner: 1 });
    for (const stop of stops) stop();
  });

  it('sends a comment heartbeat on the interval', async () => {
    const { c } = await setUp();
    const s = (await stream(c.classId, c.hostKey, null, 50)).reader!;
    await s.nextEvent();
    expect(await s.next()).toEqual({ comment: 'ping' });
    expect(await s.next()).toEqual({ comment: 'ping' });
  });

  it('closes the session (it leaves its feed) when the client goes away', async () => {
    const { c } = await setUp();
    const { reader, ended } = await stream(c.classId, c.hostKey, null, 50);
    expect((await reader!.nextEvent())!.event).toBe('snapshot');
    expect(ended()).toBe(false);
    await reader!.cancel();
    await expect.poll(ended).toBe(true);
  });
});
