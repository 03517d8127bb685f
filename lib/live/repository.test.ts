import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from './db/driver';
import { migrate } from './db/migrate';
import * as repo from './repository';
import { testDatabases } from './test-db';

/** Every repository query against a real database (PGlite; also PostgreSQL when LIVE_TEST_DATABASE_URL is set). */
describe.each(testDatabases())('repository on $name', (t) => {
  let db: Driver;
  beforeAll(async () => {
    db = await t.open();
  });
  afterAll(() => t.close());

  const T0 = new Date('2026-12-01T10:00:00Z');
  const later = (ms: number) => new Date(T0.getTime() + ms);
  async function newClass(code = randomCode()) {
    const id = randomUUID();
    expect(
      await repo.insertClass(db, {
        id,
        joinCode: code,
        title: 'T',
        hostKeyHash: 'h'.repeat(64),
        questionIds: ['a.b', 'c.d'],
        now: T0,
      }),
    ).toBe(true);
    return id;
  }
  let codes = 0;
  const randomCode = () => `C${String(codes++).padStart(5, '0')}`;
  async function newLearner(classId: string, nickname: string) {
    const id = randomUUID();
    const keyHash = randomUUID();
    expect(
      await repo.insertLearner(db, { id, classId, nickname, nicknameKey: nickname.toLowerCase(), keyHash, now: T0 }),
    ).toBe(true);
    return { id, keyHash };
  }

  it('migrates an empty database once; running again applies nothing', async () => {
    const { rows } = await db.query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows).toEqual([
      { version: '001_init' },
      { version: '002_sync' },
      { version: '003_learner_visible_events' },
      { version: '004_tally_mark' },
      { version: '005_tally_marks' },
    ]);
    expect(await migrate(db)).toEqual([]);
  });

  it('stores a class and finds it by id and by join code; a taken code is refused', async () => {
    const id = await newClass('ABCDEF');
    const c = await repo.findClass(db, id);
    expect(c).toMatchObject({
      id,
      joinCode: 'ABCDEF',
      title: 'T',
      questionIds: ['a.b', 'c.d'],
      phase: 'lobby',
      index: 0,
      reveal: null,
    });
    expect(c!.lastEventAt.getTime()).toBe(T0.getTime());
    expect((await repo.hitsAndClassByCode(db, [], T0, 'ABCDEF')).classId).toBe(id);
    expect((await repo.hitsAndClassByCode(db, [], T0, 'ZZZZZZ')).classId).toBeNull();
    expect(
      await repo.insertClass(db, {
        id: randomUUID(),
        joinCode: 'ABCDEF',
        title: 'U',
        hostKeyHash: 'x',
        questionIds: [],
        now: T0,
      }),
    ).toBe(false);
    expect(await repo.findClass(db, randomUUID())).toBeNull();
  });

  it('locks and updates the class state (phase, index, reveal) inside a transaction', async () => {
    const id = await newClass();
    const reveal = {
      index: 0,
      questionId: 'a.b',
      correct: ['b'],
      explanations: [],
      histogram: [],
      answered: 0,
      learners: 0,
    };
    await db.transaction(async (q) => {
      expect((await repo.lockClass(q, id))!.phase).toBe('lobby');
      await repo.updateClassState(q, id, { phase: 'revealed', index: 1, reveal });
    });
    expect(await repo.findClass(db, id)).toMatchObject({ phase: 'revealed', index: 1, reveal });
    await expect(
      db.transaction(async (q) => {
        await repo.updateClassState(q, id, { phase: 'ended', index: 1, reveal: null });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await repo.findClass(db, id))!.phase).toBe('revealed');
  });

  it('adds learners with nicknames unique per class ignoring case, finds them by key hash, counts and lists them', async () => {
    const id = await newClass();
    const other = await newClass();
    const ada = await newLearner(id, 'Ada');
    await newLearner(other, 'ada'); // another class may have its own Ada
    expect(
      await repo.insertLearner(db, {
        id: randomUUID(),
        classId: id,
        nickname: 'ADA',
        nicknameKey: 'ada',
        keyHash: 'k',
        now: T0,
      }),
    ).toBe(false);
    await newLearner(id, 'Bo');
    expect(await repo.countLearners(db, id)).toBe(2);
    expect((await repo.listLearners(db, id)).map((l) => l.nickname)).toEqual(['Ada', 'Bo']);
    expect(await repo.findLearnerByKeyHash(db, ada.keyHash)).toEqual({ id: ada.id, classId: id, nickname: 'Ada' });
    expect(await repo.findLearnerByKeyHash(db, 'nope')).toBeNull();
  });

  it('records an answerId at most once and one answer per learner and question, then grades and scores', async () => {
    const classId = await newClass();
    const ada = await newLearner(classId, 'Ada');
    const bo = await newLearner(classId, 'Bo');
    const first = {
      answerId: randomUUID(),
      classId,
      learnerId: ada.id,
      questionIndex: 0,
      questionId: 'a.b',
      response: { choice: 'b' },
      now: T0,
    };
    expect(await repo.insertAnswer(db, first)).toBe(true);
    expect(await repo.insertAnswer(db, first)).toBe(false); // same answerId
    expect(await repo.insertAnswer(db, { ...first, answerId: randomUUID(), response: { choice: 'c' } })).toBe(false); // second answer
    const boAnswer = { ...first, answerId: randomUUID(), learnerId: bo.id, response: { choice: 'a' }, now: later(1) };
    expect(await repo.insertAnswer(db, boAnswer)).toBe(true);
    expect(
      await repo.insertAnswer(db, {
        ...first,
        answerId: randomUUID(),
        questionIndex: 1,
        questionId: 'c.d',
        response: { text: 'x' },
      }),
    ).toBe(true);

    expect(await repo.findAnswerById(db, first.answerId)).toMatchObject({
      answerId: first.answerId,
      classId,
      learnerId: ada.id,
      response: { choice: 'b' },
      correct: null,
      points: 0,
    });
    expect(await repo.findAnswerById(db, randomUUID())).toBeNull();
    expect(await repo.learnerStanding(db, ada.id, 0)).toEqual({
      answer: { questionId: 'a.b', response: { choice: 'b' } },
      score: 0,
      answered: 2,
    });
    expect(await repo.learnerStanding(db, bo.id, 1)).toEqual({ answer: null, score: 0, answered: 1 });
    expect((await repo.answersTo(db, classId, 0)).map((a) => a.response)).toEqual([{ choice: 'b' }, { choice: 'a' }]);

    await repo.gradeAnswers(db, [
      { answerId: first.answerId, correct: true, points: 1 },
      { answerId: boAnswer.answerId, correct: false, points: 0 },
    ]);
    await repo.gradeAnswers(db, []);
    expect(await repo.learnerStanding(db, ada.id, 0).then(({ score, answered }) => ({ score, answered }))).toEqual({
      score: 1,
      answered: 2,
    });
    expect(await repo.learnerStanding(db, bo.id, 0).then(({ score, answered }) => ({ score, answered }))).toEqual({
      score: 0,
      answered: 1,
    });
    expect((await repo.scores(db, classId)).sort((a, b) => a.nickname.localeCompare(b.nickname))).toEqual([
      { learnerId: ada.id, nickname: 'Ada', score: 1 },
      { learnerId: bo.id, nickname: 'Bo', score: 0 },
    ]);
    expect(await repo.questionStats(db, classId)).toEqual([
      { index: 0, answered: 2, right: 1 },
      { index: 1, answered: 1, right: 0 },
    ]);
    expect((await repo.allAnswers(db, classId)).map((a) => [a.nickname, a.questionIndex, a.correct])).toEqual([
      ['Ada', 0, true],
      ['Ada', 1, null],
      ['Bo', 0, false],
    ]);
  });

  it('appends to the event log in order, NOTIFYs the class id, and reads after an id', async () => {
    const classId = await newClass();
    const heard: string[] = [];
    const stop = await db.listen(repo.EVENTS_CHANNEL, (p) => heard.push(p));
    const a = await repo.appendEvent(db, classId, 'joined', { n: 1 }, later(5));
    const b = await repo.appendEvent(db, classId, 'tally', { n: 2 }, later(6));
    const c = await repo.appendEvent(db, classId, 'question', { n: 3 }, later(7));
    expect(a < b && b < c).toBe(true);
    expect(await repo.eventsAfter(db, classId, a)).toEqual([
      { id: b, name: 'tally', data: { n: 2 } },
      { id: c, name: 'question', data: { n: 3 } },
    ]);
    expect(await repo.eventsAfter(db, classId, 0, 1)).toEqual([{ id: a, name: 'joined', data: { n: 1 } }]);
    expect(await repo.classAsOfNewest(db, classId)).toMatchObject({
      cls: { id: classId },
      newest: c,
      learnerVisible: c,
    });
    // The host's events (joined, tally) are not a learner's: a class with only those has none a learner sees.
    const lobby = await newClass();
    const joined = await repo.appendEvent(db, lobby, 'joined', { n: 1 }, later(8));
    const tally = await repo.appendEvent(db, lobby, 'tally', { n: 2 }, later(9));
    expect(joined < tally).toBe(true);
    expect(await repo.classAsOfNewest(db, lobby)).toMatchObject({ newest: tally, learnerVisible: 0 });
    expect(await repo.classAsOfNewest(db, await newClass())).toMatchObject({ newest: 0, learnerVisible: 0 });
    expect(await repo.classAsOfNewest(db, 'no-such-class')).toBeNull();
    // A reader that skips names reads past them: the page ends at the last visible row, `upto` at the newest.
    expect(await repo.visibleEventsAfter(db, classId, 0, ['tally', 'question'])).toEqual({
      rows: [{ id: a, name: 'joined', data: { n: 1 } }],
      upto: c,
    });
    expect(await repo.visibleEventsAfter(db, classId, c, [])).toEqual({ rows: [], upto: c });
    expect(await repo.visibleEventsAfter(db, classId, 0, [], 2)).toEqual({
      rows: [
        { id: a, name: 'joined', data: { n: 1 } },
        { id: b, name: 'tally', data: { n: 2 } },
      ],
      upto: c,
    });
    expect(await repo.visibleEventsAfter(db, await newClass(), 0, [])).toEqual({ rows: [], upto: 0 });
    expect(await repo.hasEvent(db, classId, b)).toBe(true);
    expect(await repo.hasEvent(db, await newClass(), b)).toBe(false);
    expect((await repo.findClass(db, classId))!.lastEventAt.getTime()).toBe(later(7).getTime());
    await expect.poll(() => heard.filter((p) => p.startsWith(classId)).length).toBe(3);
    expect(heard.filter((p) => p.startsWith(classId))).toEqual([
      `${classId}|host`,
      `${classId}|host`,
      `${classId}|all`,
    ]);
    await stop();
  });

  it("finds a fresh stream's newest ids by index, not by reading the class's log (a lobby's joins)", async () => {
    const classId = await newClass();
    const question = await repo.appendEvent(db, classId, 'question', { n: 0 }, later(1));
    // 2,000 joins after the question, in one statement (the test needs the rows, not 2,000 round trips).
    await db.query(
      `INSERT INTO live_events (class_id, name, data, created_at)
       SELECT $1, 'joined', '{}'::jsonb, $2 FROM generate_series(1, 2000)`,
      [classId, later(2)],
    );
    const last = await repo.appendEvent(db, classId, 'tally', { n: 1 }, later(3));
    expect(await repo.classAsOfNewest(db, classId)).toMatchObject({ newest: last, learnerVisible: question });
    const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${repo.CLASS_AS_OF_NEWEST_SQL}`, [classId]);
    const plan = Object.values(rows[0])[0];
    // Every row the plan's nodes on live_events produced or filtered away: a scan of the log reads 2,002.
    let read = 0;
    const walk = (node: Record<string, unknown>) => {
      if (node['Relation Name'] === 'live_events')
        read +=
          Number(node['Actual Rows']) * Number(node['Actual Loops'] ?? 1) + Number(node['Rows Removed by Filter'] ?? 0);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: Record<string, unknown> }[];
    walk(parsed[0].Plan);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(2);
  });

  it('counts rate-limit hits per key and window', async () => {
    const w = later(60_000);
    const hits = async (keys: string[], at: Date) => (await repo.hitsAndClassByCode(db, keys, at, null)).counts;
    expect(await hits(['join:1.2.3.4'], w)).toEqual([0]);
    expect(await repo.countHit(db, 'join:1.2.3.4', w)).toBe(1);
    expect(await repo.countHit(db, 'join:1.2.3.4', w)).toBe(2);
    expect(await repo.countHit(db, 'join:5.6.7.8', w)).toBe(1);
    expect(await hits(['join:1.2.3.4', 'join:none', 'join:1.2.3.4'], w)).toEqual([2, 0, 2]);
    expect(await hits(['join:1.2.3.4'], later(120_000))).toEqual([0]);
    const code = randomCode();
    const classId = await newClass(code);
    expect(await repo.hitsAndClassByCode(db, ['join:1.2.3.4', 'join:none'], w, code)).toEqual({
      counts: [2, 0],
      classId,
    });
    expect(await repo.hitsAndClassByCode(db, ['join:1.2.3.4'], w, 'ZZZZZZ')).toEqual({ counts: [2], classId: null });
    expect(await repo.hitsAndClassByCode(db, ['join:1.2.3.4'], w, null)).toEqual({ counts: [2], classId: null });
  });

  it('purges classes idle since before the cut-off, with their learners, answers and events', async () => {
    const stale = await newClass();
    const ada = await newLearner(stale, 'Ada');
    await repo.insertAnswer(db, {
      answerId: randomUUID(),
      classId: stale,
      learnerId: ada.id,
      questionIndex: 0,
      questionId: 'a.b',
      response: { choice: 'a' },
      now: T0,
    });
    await repo.appendEvent(db, stale, 'joined', {}, T0);
    const fresh = await newClass();
    await repo.appendEvent(db, fresh, 'joined', {}, later(10 * 3600_000));
    await repo.countHit(db, 'join:old', T0);

    const purged = await repo.purgeExpired(db, later(3600_000), later(1));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await repo.findClass(db, stale)).toBeNull();
    expect(await repo.findClass(db, fresh)).not.toBeNull();
    expect(await repo.findLearnerByKeyHash(db, ada.keyHash)).toBeNull();
    expect(await repo.eventsAfter(db, stale, 0)).toEqual([]);
    expect((await repo.hitsAndClassByCode(db, ['join:old'], T0, null)).counts).toEqual([0]);
  });

  it("reads a class's answers by index, each once, never by scanning every class's answers", async () => {
    type PlanNode = {
      'Node Type': string;
      'Relation Name'?: string;
      'Index Name'?: string;
      'Actual Rows'?: number;
      'Actual Loops'?: number;
      Plans?: PlanNode[];
    };
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
    async function plan(sent: { text: string; params?: unknown[] }, analyze = false): Promise<PlanNode[]> {
      const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        `EXPLAIN (FORMAT JSON${analyze ? ', ANALYZE' : ''}) ${sent.text}`,
        sent.params,
      );
      const raw = rows[0]['QUERY PLAN'];
      return nodes(((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan);
    }
    const sent: { text: string; params?: unknown[] }[] = [];
    const recording = {
      query: <R>(text: string, params?: unknown[]) => {
        sent.push({ text, params });
        return db.query<R>(text, params);
      },
    };

    // A class of 2,000 learners with 20,000 answers: what a long-lived database holds besides a new class.
    const other = await newClass();
    await db.query(
      `INSERT INTO live_learners (id, class_id, nickname, nickname_key, key_hash, joined_at)
       SELECT $1 || '-' || n, $1, 'L' || n, 'l' || n, $1 || '-key-' || n, $2 FROM generate_series(1, 2000) n`,
      [other, T0],
    );
    await db.query(
      `INSERT INTO live_answers (answer_id, class_id, learner_id, question_index, question_id, response, created_at)
       SELECT gen_random_uuid(), $1, $1 || '-' || n, i, 'a.b', '{"choice":"a"}', $2
       FROM generate_series(1, 2000) n, generate_series(0, 9) i`,
      [other, T0],
    );

    // Before any statistics (a new database's first class): the reveal's per-learner read visits each of the
    // class's answers once, not once per learner.
    const verdicts = await repo.learnerVerdicts(recording, other, 0);
    expect(verdicts).toHaveLength(2000);
    expect(verdicts.every((v) => v.answered === 10)).toBe(true);
    const visited = (await plan(sent.pop()!, true))
      .filter((n) => n['Relation Name'] === 'live_answers' || n['Index Name']?.startsWith('live_answers'))
      .reduce((sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1), 0);
    expect(visited).toBeLessThanOrEqual(2 * 20_000);

    // With statistics: no statement of a class's reads or of an answer batch scans the whole table.
    await db.query('ANALYZE live_learners');
    await db.query('ANALYZE live_answers');
    const id = await newClass();
    const ada = await newLearner(id, 'Ada');
    await repo.updateClassState(db, id, { phase: 'open', index: 0, reveal: null });
    const answerId = randomUUID();
    const answer = { answerId, learnerId: ada.id, questionId: 'a.b', response: { choice: 'a' } };
    await repo.writeAnswerBatch(recording, id, { answerIds: [answerId], asked: [answer] }, [answer], T0);
    await repo.learnerVerdicts(recording, id, 0);
    await repo.scores(recording, id);
    await repo.questionStats(recording, id);
    await repo.tallyCounts(recording, id, 0);
    await repo.tallySource(recording, id);
    await repo.answersTo(recording, id, 0);
    await repo.allAnswers(recording, id);
    await repo.learnerStanding(recording, ada.id, 0);
    expect(sent).toHaveLength(9);
    for (const statement of sent) {
      const scanned = (await plan(statement)).filter((n) => n['Node Type'] === 'Seq Scan');
      expect(
        scanned.map((n) => n['Relation Name']),
        statement.text,
      ).not.toContain('live_answers');
    }
  });
});
