import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../mcp/scenarios/catalog';
import { runScenario } from '../mcp/scenarios/runner';
import type { Question } from '../quiz/schema';
import { MAX_LEARNERS, type CreateClassResult, type JoinResult, type Snapshot, type TraceMessage } from './contract';
import type { Driver } from './db/driver';
import { depsOf, errorOf, fakeClock, useRealContent } from './live-test-kit';
import { purgeIfDue } from './purge';
import { GLOBAL, PER_ADDRESS } from './rate-limit';
import { answer, control, createClass, hostResults, join } from './service';
import { insertLearnersForTest, testDatabases } from './test-db';
import { snapshot } from './views';
import * as repo from './repository';

/** The use cases the route handlers call, against real PGlite and the real compiled question bank. */
describe.each(testDatabases())('live class use cases on $name', (t) => {
  let db: Driver;
  let bank: Question[];
  const clock = fakeClock();
  const deps = () => depsOf(db, clock);
  const of = (type: string) => bank.find((q) => q.type === type)!;

  beforeAll(async () => {
    bank = await useRealContent();
    db = await t.open();
  });
  afterAll(() => t.close());

  async function newClass(questionIds: string[]) {
    const out = await createClass(deps(), { title: '  Week\u202E 3  ', questionIds });
    expect(out.status).toBe(201);
    return out.body as CreateClassResult;
  }
  async function joined(c: CreateClassResult, nickname: string) {
    const out = await join(deps(), { joinCode: c.joinCode.toLowerCase(), nickname }, '198.51.100.1');
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    return out.body as JoinResult;
  }
  const act = (c: CreateClassResult, action: 'open' | 'close' | 'reveal' | 'next' | 'end', observed?: TraceMessage[]) =>
    control(deps(), c.classId, c.hostKey, { action, ...(observed ? { observed: { messages: observed } } : {}) });
  const send = (c: CreateClassResult, key: string, questionId: string, response: object, answerId = randomUUID()) =>
    answer(deps(), c.classId, key, { answerId, questionId, response: response as { choice: string } });

  it('creates a class from bank and predict ids; refuses lab tasks and unknown ids by name', async () => {
    const c = await newClass([of('single').id, 'predict.unknown-tool-channel']);
    expect(c.joinCode).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{6}$/);
    const row = await repo.findClass(db, c.classId);
    expect(row!.title).toBe('Week 3'); // bidi control dropped by cleanTitle
    expect(row!.hostKeyHash).not.toContain(c.hostKey);
    const lab = await createClass(deps(), { title: 'x', questionIds: [of('lab').id] });
    expect(lab.status).toBe(400);
    expect(errorOf(lab)).toContain(of('lab').id);
    const twice = await createClass(deps(), { title: 'x', questionIds: [of('single').id, of('single').id] });
    expect([twice.status, errorOf(twice)]).toEqual([400, expect.stringContaining(of('single').id)]);
    const unknown = await createClass(deps(), { title: 'x', questionIds: ['nope.nothing'] });
    expect([unknown.status, errorOf(unknown)]).toEqual([400, expect.stringContaining('nope.nothing')]);
  });

  it('joins with a clean nickname, unique ignoring case; refuses bad nicknames and ended classes', async () => {
    const c = await newClass([of('single').id]);
    await joined(c, 'Ada');
    const taken = await join(deps(), { joinCode: c.joinCode, nickname: 'ADA' }, '198.51.100.1');
    expect(taken.status).toBe(409);
    for (const bad of ['', '<img src=x>', 'a\u202Eb', 'x'.repeat(10_000)])
      expect((await join(deps(), { joinCode: c.joinCode, nickname: bad }, '198.51.100.1')).status).toBe(400);
    await act(c, 'end');
    expect((await join(deps(), { joinCode: c.joinCode, nickname: 'Late' }, '198.51.100.1')).status).toBe(409);
  });

  it('answers 404 to unknown codes and 429 with Retry-After after too many, per address and in all', async () => {
    const wrong = () => join(deps(), { joinCode: 'QQQQQQ', nickname: 'x' }, '203.0.113.7');
    clock.advance(60_000 - (clock.now().getTime() % 60_000) + 1000); // start of a fresh window
    for (let i = 0; i < PER_ADDRESS; i++) expect((await wrong()).status).toBe(404);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers!['Retry-After'])).toBeGreaterThan(0);
    const c = await newClass([of('single').id]);
    // Limited means limited: even the right code waits (or a guesser would learn when they hit one).
    expect((await join(deps(), { joinCode: c.joinCode, nickname: 'Bo' }, '203.0.113.7')).status).toBe(429);
    expect((await join(deps(), { joinCode: c.joinCode, nickname: 'Bo' }, '203.0.113.8')).status).toBe(201);
    clock.advance(60_000);
    expect((await wrong()).status).toBe(404);
    // Across addresses (forged X-Forwarded-For): the global cap.
    for (let i = 0; i < GLOBAL; i++)
      await repo.countHit(db, 'join:*', new Date(Math.floor(clock.now().getTime() / 60_000) * 60_000));
    expect((await join(deps(), { joinCode: 'QQQQQQ', nickname: 'x' }, '192.0.2.99')).status).toBe(429);
    clock.advance(60_000);
  });

  it('records each answerId once, the first answer counts, and only while the question is open', async () => {
    const single = of('single');
    const c = await newClass([single.id, of('short').id]);
    const ada = await joined(c, 'Ada');
    const bo = await joined(c, 'Bo');
    const right = single.type === 'single' ? single.options.find((o) => o.correct)!.id : '';
    const wrongOption = single.type === 'single' ? single.options.find((o) => !o.correct)!.id : '';

    const early = await send(c, ada.learnerKey, single.id, { choice: right });
    expect([early.status, errorOf(early)]).toEqual([409, expect.stringMatching(/not open/)]);
    expect((await act(c, 'open')).status).toBe(200);

    const answerId = randomUUID();
    expect(await send(c, ada.learnerKey, single.id, { choice: right }, answerId)).toEqual({
      status: 200,
      body: { recorded: true, duplicate: false },
    });
    expect(await send(c, ada.learnerKey, single.id, { choice: right }, answerId)).toEqual({
      status: 200,
      body: { recorded: true, duplicate: true },
    });
    expect((await send(c, ada.learnerKey, single.id, { choice: right })).body).toEqual({
      recorded: true,
      duplicate: true,
    });
    const second = await send(c, ada.learnerKey, single.id, { choice: wrongOption });
    expect(second).toEqual({
      status: 409,
      body: { error: expect.stringMatching(/first answer counts/), recorded: { choice: right } },
    });
    expect((await send(c, bo.learnerKey, single.id, { choice: 'zz' })).status).toBe(400);
    // Someone else's answerId is not a way to read or overwrite their answer.
    expect((await send(c, bo.learnerKey, single.id, { choice: wrongOption }, answerId)).status).toBe(409);
    expect((await repo.answersTo(db, c.classId, 0)).length).toBe(1);

    expect((await act(c, 'close')).status).toBe(200);
    expect((await send(c, bo.learnerKey, single.id, { choice: wrongOption })).status).toBe(409);
    // A retry of an answer recorded before the close still gets its verdict.
    expect((await send(c, ada.learnerKey, single.id, { choice: right }, answerId)).body).toEqual({
      recorded: true,
      duplicate: true,
    });
  });

  it("checks keys: none → 401, the host key or another class's learner key → 403 for answers; control needs the host key", async () => {
    const c = await newClass([of('single').id]);
    const other = await newClass([of('single').id]);
    const ada = await joined(c, 'Ada');
    const eve = await joined(other, 'Eve');
    await act(c, 'open');
    const q = of('single').id;
    expect(
      (await answer(deps(), c.classId, null, { answerId: randomUUID(), questionId: q, response: { choice: 'a' } }))
        .status,
    ).toBe(401);
    expect((await send(c, c.hostKey, q, { choice: 'a' })).status).toBe(403);
    expect((await send(c, eve.learnerKey, q, { choice: 'a' })).status).toBe(403);
    expect((await control(deps(), c.classId, null, { action: 'close' })).status).toBe(401);
    expect((await control(deps(), c.classId, ada.learnerKey, { action: 'close' })).status).toBe(403);
    expect((await control(deps(), c.classId, other.hostKey, { action: 'close' })).status).toBe(403);
    expect((await hostResults(deps(), c.classId, ada.learnerKey)).status).toBe(403);
  });

  it('runs a class: illegal steps refused, reveal grades and scores, views stay per person, results at the end', async () => {
    const single = of('single');
    const short = of('short');
    const c = await newClass([single.id, short.id]);
    const ada = await joined(c, 'Ada');
    const bo = await joined(c, 'Bo');
    expect((await act(c, 'close')).status).toBe(409);
    expect((await act(c, 'reveal')).status).toBe(409);
    await act(c, 'open');
    const right = single.type === 'single' ? single.options.find((o) => o.correct)!.id : '';
    await send(c, ada.learnerKey, single.id, { choice: right });

    const row = (await repo.findClass(db, c.classId))!;
    const learnerView = (await snapshot(db, row, {
      kind: 'learner',
      learnerId: bo.learnerId,
      nickname: 'Bo',
    })) as Snapshot;
    expect(learnerView.host).toBeUndefined();
    expect(learnerView.reveal).toBeNull();
    expect(JSON.stringify(learnerView)).not.toMatch(/"correct"|explanation|"count"/);
    expect(learnerView.you).toMatchObject({ nickname: 'Bo', answer: null, score: 0 });

    const revealed = await act(c, 'reveal');
    const state = (revealed.body as { state: Snapshot }).state;
    expect(state.phase).toBe('revealed');
    expect(state.reveal).toMatchObject({ correct: [right], answered: 1, learners: 2 });
    expect(state.reveal!.histogram.find((b) => b.key === right)!.count).toBe(1);
    expect(
      await repo.learnerStanding(db, ada.learnerId, 0).then(({ score, answered }) => ({ score, answered })),
    ).toEqual({ score: 1, answered: 1 });

    await act(c, 'next');
    expect((await act(c, 'next')).status).toBe(409); // lobby: open first
    await act(c, 'open');
    await send(c, bo.learnerKey, short.id, {
      text: ` ${short.type === 'short' ? short.answers[0].toUpperCase() : ''}. `,
    });
    await act(c, 'reveal');
    expect((await act(c, 'next')).status).toBe(409); // last question
    const ended = ((await act(c, 'end')).body as { state: Snapshot }).state;
    expect(ended.phase).toBe('ended');
    expect(ended.host!.results!.leaderboard).toEqual([
      { nickname: 'Ada', score: 1 },
      { nickname: 'Bo', score: 1 },
    ]);
    expect((await act(c, 'end')).status).toBe(409);
    const csv = await hostResults(deps(), c.classId, c.hostKey);
    expect((csv.body as { csv: string }).csv.trim().split('\r\n')).toHaveLength(1 + 2 * 2);
  });

  it('reveals a predict question only from the wire the host observed', async () => {
    const c = await newClass(['predict.unknown-tool-channel']);
    const ada = await joined(c, 'Ada');
    const bo = await joined(c, 'Bo');
    await act(c, 'open');
    await send(c, ada.learnerKey, 'predict.unknown-tool-channel', { choice: 'jsonrpc-error' });
    await send(c, bo.learnerKey, 'predict.unknown-tool-channel', { choice: 'tool-error' });
    const blind = await act(c, 'reveal');
    expect([blind.status, errorOf(blind)]).toEqual([409, expect.stringMatching(/Run the lab step first/)]);

    const runs = await runScenario(scenario('unknown-tool'));
    const wire = JSON.parse(runs[0].session.recorder.export()) as TraceMessage[];
    await runs[0].runner.close();
    const state = ((await act(c, 'reveal', wire)).body as { state: Snapshot }).state;
    expect(state.reveal).toMatchObject({ correct: ['jsonrpc-error'], wire });
    expect(state.reveal!.explanations.find((e) => e.correct)!.id).toBe('jsonrpc-error');
    expect(
      (await repo.learnerStanding(db, ada.learnerId, 0).then(({ score, answered }) => ({ score, answered }))).score,
    ).toBe(1);
    expect(
      (await repo.learnerStanding(db, bo.learnerId, 0).then(({ score, answered }) => ({ score, answered }))).score,
    ).toBe(0);
  });

  it(`accepts learners up to ${MAX_LEARNERS} and refuses the next with a 409 naming the limit`, async () => {
    const c = await newClass([of('single').id]);
    await insertLearnersForTest(db, c.classId, MAX_LEARNERS - 2, clock.now());
    await joined(c, 'second to last');
    const last = await joined(c, 'last one');
    expect(last.learnerId).toBeTruthy();
    expect(await repo.countLearners(db, c.classId)).toBe(MAX_LEARNERS);
    const full = await join(deps(), { joinCode: c.joinCode, nickname: 'one more' }, '198.51.100.1');
    expect([full.status, errorOf(full)]).toEqual([409, expect.stringMatching(/full \(2000 learners\)/)]);
    expect(await repo.countLearners(db, c.classId)).toBe(MAX_LEARNERS);
  });

  it('purges classes 24 h after their last event, at most once a minute', async () => {
    const c = await newClass([of('single').id]);
    await joined(c, 'Ada');
    const state = {};
    clock.advance(23 * 3600_000);
    await purgeIfDue(db, clock.now(), state);
    expect(await repo.findClass(db, c.classId)).not.toBeNull();
    clock.advance(3600_000 + 1000);
    expect(await purgeIfDue(db, clock.now(), state)).toBeGreaterThanOrEqual(1);
    expect(await repo.findClass(db, c.classId)).toBeNull();
    expect(await purgeIfDue(db, clock.now(), state)).toBeNull(); // not due again within the minute
    expect((await join(deps(), { joinCode: c.joinCode, nickname: 'Bo' }, '198.51.100.2')).status).toBe(404);
  });
});
