import type { AnswerResponse, Phase, Reveal, Tally } from './contract';
import { HOST_ONLY, wakePayload } from './audience';
import type { Queryable } from './db/driver';

/**
 * Every SQL statement of the live classes, and nothing else. Functions take a Queryable so a use case can
 * run several in one transaction. Plain SQL that PGlite and PostgreSQL run alike; jsonb goes in as text.
 */

export const EVENTS_CHANNEL = 'live_events';

export interface ClassRow {
  id: string;
  joinCode: string;
  title: string;
  hostKeyHash: string;
  questionIds: string[];
  phase: Phase;
  index: number;
  reveal: Reveal | null;
  lastEventAt: Date;
}

const CLASS_COLUMNS = `id, join_code AS "joinCode", title, host_key_hash AS "hostKeyHash",
  question_ids AS "questionIds", phase, idx AS "index", reveal, last_event_at AS "lastEventAt"`;

/** Inserts a class; false when its join code is already taken (the caller draws another). */
export async function insertClass(
  q: Queryable,
  c: { id: string; joinCode: string; title: string; hostKeyHash: string; questionIds: string[]; now: Date },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO live_classes (id, join_code, title, host_key_hash, question_ids, created_at, last_event_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6) ON CONFLICT (join_code) DO NOTHING RETURNING id`,
    [c.id, c.joinCode, c.title, c.hostKeyHash, JSON.stringify(c.questionIds), c.now],
  );
  return rows.length === 1;
}

export async function findClass(q: Queryable, id: string): Promise<ClassRow | null> {
  const { rows } = await q.query<ClassRow>(`SELECT ${CLASS_COLUMNS} FROM live_classes WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The class row, locked until the transaction ends: every write to a class takes this lock, so a class's
 * events get their ids (and commit) in order — what makes "events after id N" a safe resume point. */
export async function lockClass(q: Queryable, id: string): Promise<ClassRow | null> {
  const { rows } = await q.query<ClassRow>(`SELECT ${CLASS_COLUMNS} FROM live_classes WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

/** HOST_ONLY as SQL literals: the partial index live_events_learner_visible (migration 003) names the same. */
const HOST_ONLY_SQL = HOST_ONLY.map((name) => `'${name}'`).join(', ');

/**
 * What a fresh stream starts from, in one statement (so one snapshot of the database): the class row and the
 * id of its newest event, and of its newest event a learner may see (not HOST_ONLY). Each id is one index
 * lookup, not an aggregate over the class's log: in a lobby every join opens a stream, and the log is all
 * joins. The class's state is exactly as of that newest event: a class's events and its state change commit
 * together, under its lock.
 */
export const CLASS_AS_OF_NEWEST_SQL = `SELECT ${CLASS_COLUMNS},
    coalesce((SELECT max(e.id) FROM live_events e WHERE e.class_id = c.id), 0)::float8 AS newest,
    coalesce((SELECT max(e.id) FROM live_events e WHERE e.class_id = c.id AND e.name NOT IN (${HOST_ONLY_SQL})),
      0)::float8 AS "learnerVisible"
  FROM live_classes c WHERE c.id = $1`;

export async function classAsOfNewest(
  q: Queryable,
  id: string,
): Promise<{ cls: ClassRow; newest: number; learnerVisible: number } | null> {
  const { rows } = await q.query<ClassRow & { newest: number; learnerVisible: number }>(CLASS_AS_OF_NEWEST_SQL, [id]);
  if (!rows[0]) return null;
  const { newest, learnerVisible, ...cls } = rows[0];
  return { cls, newest, learnerVisible };
}

export async function updateClassState(
  q: Queryable,
  id: string,
  s: { phase: Phase; index: number; reveal: Reveal | null },
): Promise<void> {
  await q.query('UPDATE live_classes SET phase = $2, idx = $3, reveal = $4::jsonb WHERE id = $1', [
    id,
    s.phase,
    s.index,
    s.reveal === null ? null : JSON.stringify(s.reveal),
  ]);
}

// ---------- Learners ----------

export interface LearnerRow {
  id: string;
  classId: string;
  nickname: string;
}

/** Inserts a learner; false when the nickname (case-insensitive key) is taken in this class. */
export async function insertLearner(
  q: Queryable,
  l: { id: string; classId: string; nickname: string; nicknameKey: string; keyHash: string; now: Date },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO live_learners (id, class_id, nickname, nickname_key, key_hash, joined_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (class_id, nickname_key) DO NOTHING RETURNING id`,
    [l.id, l.classId, l.nickname, l.nicknameKey, l.keyHash, l.now],
  );
  return rows.length === 1;
}

/**
 * Inserts a batch of learners in one statement and returns the ids it inserted; one left out had a nickname
 * (case-insensitive key) already taken in its class. The caller passes nickname keys that differ.
 */
export async function insertLearners(
  q: Queryable,
  learners: readonly { id: string; classId: string; nickname: string; nicknameKey: string; keyHash: string }[],
  now: Date,
): Promise<Set<string>> {
  if (learners.length === 0) return new Set();
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO live_learners (id, class_id, nickname, nickname_key, key_hash, joined_at)
     SELECT l.id, l."classId", l.nickname, l."nicknameKey", l."keyHash", $2
     FROM jsonb_to_recordset($1::jsonb) AS l(id text, "classId" text, nickname text, "nicknameKey" text, "keyHash" text)
     ON CONFLICT (class_id, nickname_key) DO NOTHING RETURNING id`,
    [JSON.stringify(learners), now],
  );
  return new Set(rows.map((r) => r.id));
}

export async function countLearners(q: Queryable, classId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM live_learners WHERE class_id = $1', [
    classId,
  ]);
  return rows[0].n;
}

/** The learner a key belongs to (keys are unique random; the hash is the lookup). */
export async function findLearnerByKeyHash(q: Queryable, keyHash: string): Promise<LearnerRow | null> {
  const { rows } = await q.query<LearnerRow>(
    'SELECT id, class_id AS "classId", nickname FROM live_learners WHERE key_hash = $1',
    [keyHash],
  );
  return rows[0] ?? null;
}

export async function listLearners(q: Queryable, classId: string): Promise<LearnerRow[]> {
  const { rows } = await q.query<LearnerRow>(
    'SELECT id, class_id AS "classId", nickname FROM live_learners WHERE class_id = $1 ORDER BY joined_at, nickname',
    [classId],
  );
  return rows;
}

// ---------- Answers ----------

export interface AnswerRow {
  answerId: string;
  learnerId: string;
  questionIndex: number;
  questionId: string;
  response: AnswerResponse;
  correct: boolean | null;
  points: number;
}

const ANSWER_COLUMNS = `answer_id::text AS "answerId", learner_id AS "learnerId", question_index AS "questionIndex",
  question_id AS "questionId", response, correct, points`;

/**
 * Records an answer at most once: a repeated answerId, or a second answer of the learner to the question,
 * inserts nothing (false) and the caller reads what is there.
 */
export async function insertAnswer(
  q: Queryable,
  a: {
    answerId: string;
    classId: string;
    learnerId: string;
    questionIndex: number;
    questionId: string;
    response: AnswerResponse;
    now: Date;
  },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO live_answers (answer_id, class_id, learner_id, question_index, question_id, response, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) ON CONFLICT DO NOTHING RETURNING answer_id`,
    [a.answerId, a.classId, a.learnerId, a.questionIndex, a.questionId, JSON.stringify(a.response), a.now],
  );
  return rows.length === 1;
}

/** A batch's answer as writeAnswerBatch takes it: the question by id (the statement finds its index). */
export interface BatchAnswer {
  answerId: string;
  learnerId: string;
  questionId: string;
  response: AnswerResponse;
}

/**
 * An answer batch in ONE statement. It share-locks the class row: several app instances' batches hold it
 * together, while a change of the class's phase (and every event but a tally, which takes the row's exclusive
 * lock) waits for them, so the phase cannot move under a batch. It reads the answers the batch's retries and learners
 * already have (by `answerIds`, and by each asked (learner, question) pair), and
 * inserts those of `candidates` that answer the class's open question, ON CONFLICT DO NOTHING. The caller
 * sends no two candidates with one id or one learner and question, in learner order (two instances' batches
 * then wait on rows in one order). `found` is the statement's snapshot: a row another instance committed
 * while this one waited for a lock is missing from it, and its candidate is left out of `inserted`.
 */
export async function writeAnswerBatch(
  q: Queryable,
  classId: string,
  batch: { answerIds: readonly string[]; asked: readonly { learnerId: string; questionId: string }[] },
  candidates: readonly BatchAnswer[],
  now: Date,
): Promise<{ cls: ClassRow | null; found: AnswerRow[]; inserted: Set<string> }> {
  const { rows } = await q.query<{
    cls: (Omit<ClassRow, 'lastEventAt'> & { lastEventAt: string }) | null;
    found: AnswerRow[];
    inserted: string[];
  }>(
    `WITH c AS MATERIALIZED (SELECT ${CLASS_COLUMNS} FROM live_classes WHERE id = $1 FOR SHARE),
     asked AS (
       SELECT p.learner, (qs.n - 1)::int AS idx
       FROM c, unnest($3::text[], $4::text[]) AS p(learner, question),
         jsonb_array_elements_text(c."questionIds") WITH ORDINALITY AS qs(id, n)
       WHERE qs.id = p.question
     ), found AS (
       -- Two index lookups, not one OR: with the OR PostgreSQL scans every answer of every class per batch.
       SELECT ${ANSWER_COLUMNS} FROM live_answers WHERE answer_id IN (
         SELECT unnest($2::uuid[])
         UNION
         SELECT a.answer_id FROM asked JOIN live_answers a ON a.learner_id = asked.learner AND a.question_index = asked.idx
       )
     ), ins AS (
       INSERT INTO live_answers (answer_id, class_id, learner_id, question_index, question_id, response, created_at)
       SELECT a."answerId", c.id, a."learnerId", c."index", a."questionId", a.response, $6
       FROM c, jsonb_to_recordset($5::jsonb) AS a("answerId" uuid, "learnerId" text, "questionId" text, response jsonb)
       WHERE c.phase = 'open' AND c."questionIds" ->> c."index" = a."questionId"
       ON CONFLICT DO NOTHING RETURNING answer_id::text AS id
     )
     SELECT (SELECT row_to_json(c) FROM c) AS cls, coalesce((SELECT json_agg(f) FROM found f), '[]') AS found,
       coalesce((SELECT json_agg(ins.id) FROM ins), '[]') AS inserted`,
    [
      classId,
      batch.answerIds,
      batch.asked.map((a) => a.learnerId),
      batch.asked.map((a) => a.questionId),
      JSON.stringify(candidates),
      now,
    ],
  );
  const { cls, found, inserted } = rows[0];
  return {
    cls: cls && { ...cls, lastEventAt: new Date(cls.lastEventAt) },
    found,
    inserted: new Set(inserted.map((id) => id.toLowerCase())),
  };
}

export async function findAnswerById(
  q: Queryable,
  answerId: string,
): Promise<(AnswerRow & { classId: string }) | null> {
  const { rows } = await q.query<AnswerRow & { classId: string }>(
    `SELECT ${ANSWER_COLUMNS}, class_id AS "classId" FROM live_answers WHERE answer_id = $1`,
    [answerId],
  );
  return rows[0] ?? null;
}

/** A learner's answer to one question index (null when none), their score and how many they answered. */
export async function learnerStanding(
  q: Queryable,
  learnerId: string,
  questionIndex: number,
): Promise<{ answer: { questionId: string; response: AnswerResponse } | null; score: number; answered: number }> {
  const { rows } = await q.query<{
    questionId: string | null;
    response: AnswerResponse | null;
    score: number;
    answered: number;
  }>(
    `SELECT max(question_id) FILTER (WHERE question_index = $2) AS "questionId",
       (jsonb_agg(response) FILTER (WHERE question_index = $2)) -> 0 AS response,
       coalesce(sum(points), 0)::int AS score, count(*)::int AS answered
     FROM live_answers WHERE learner_id = $1`,
    [learnerId, questionIndex],
  );
  const { questionId, response, score, answered } = rows[0];
  return { answer: questionId === null || response === null ? null : { questionId, response }, score, answered };
}

export async function answersTo(q: Queryable, classId: string, questionIndex: number): Promise<AnswerRow[]> {
  const { rows } = await q.query<AnswerRow>(
    `SELECT ${ANSWER_COLUMNS} FROM live_answers WHERE class_id = $1 AND question_index = $2 ORDER BY created_at, answer_id`,
    [classId, questionIndex],
  );
  return rows;
}

/** A question's distinct responses with how many gave each, and the class's learner count: what a tally counts. */
export interface TallyCounts {
  learners: number;
  counts: { response: AnswerResponse; n: number }[];
}

/**
 * TallyCounts as two columns, `learners` and `counts`, for the class and question index the SQL expressions
 * `classId` and `index` name (a tally reads a few grouped rows, not a room's answers).
 */
const tallyColumns = (classId: string, index: string) =>
  `(SELECT count(*)::int FROM live_learners WHERE class_id = ${classId}) AS learners,
   coalesce((SELECT json_agg(json_build_object('response', r.response, 'n', r.n)) FROM (
     SELECT response, count(*)::int AS n FROM live_answers WHERE class_id = ${classId} AND question_index = ${index}
     GROUP BY response) r), '[]'::json) AS counts`;

/** A question's TallyCounts in one query (a host's snapshot). */
export async function tallyCounts(q: Queryable, classId: string, questionIndex: number): Promise<TallyCounts> {
  const { rows } = await q.query<TallyCounts>(`SELECT ${tallyColumns('$1', '$2')}`, [classId, questionIndex]);
  return rows[0];
}

/**
 * What the host's tally is made of, in one statement that locks nothing: the class row and the TallyCounts of
 * its current question. appendTally logs the tally after.
 */
export async function tallySource(q: Queryable, classId: string): Promise<(TallyCounts & { cls: ClassRow }) | null> {
  const { rows } = await q.query<ClassRow & TallyCounts>(
    `SELECT ${CLASS_COLUMNS}, ${tallyColumns('c.id', 'c.idx')} FROM live_classes c WHERE c.id = $1`,
    [classId],
  );
  if (!rows[0]) return null;
  const { learners, counts, ...cls } = rows[0];
  return { cls, learners, counts };
}

/**
 * Logs a tally (one statement that commits by itself) unless it is stale: the class has moved to another question
 * or out of answering, or a tally of this question counting more answers was logged since it was counted. The
 * newest logged tally's count is the class's row in live_tally_marks, upserted here under that row's lock and
 * compared with its latest version, so of two tallies counted at different moments the later-counted one is
 * logged last. The class row only gets a key-share lock: answer batches (its share lock) never wait for a tally,
 * nor a tally for them; a control (its exclusive lock) does, and a tally waiting for one sees the class moved on.
 * A tally does not mark the class active: the question's open, before it, did. Returns whether it was logged.
 */
export async function appendTally(q: Queryable, classId: string, t: Tally, now: Date): Promise<boolean> {
  const { rows } = await q.query(
    `WITH c AS MATERIALIZED (
       SELECT id FROM live_classes WHERE id = $1 AND idx = $2 AND phase NOT IN ('lobby', 'ended') FOR KEY SHARE
     ), mark AS (
       INSERT INTO live_tally_marks (class_id, idx, answered) SELECT id, $2, $3 FROM c
       ON CONFLICT (class_id) DO UPDATE SET idx = EXCLUDED.idx, answered = EXCLUDED.answered
       WHERE live_tally_marks.idx IS DISTINCT FROM EXCLUDED.idx OR live_tally_marks.answered <= EXCLUDED.answered
       RETURNING class_id
     ), e AS (
       INSERT INTO live_events (class_id, name, data, created_at) SELECT class_id, 'tally', $4::jsonb, $5 FROM mark
       RETURNING id
     )
     SELECT e.id::float8 AS id, pg_notify('${EVENTS_CHANNEL}', $6)::text AS notified FROM e`,
    [classId, t.index, t.answered, JSON.stringify(t), now, wakePayload(classId, 'tally')],
  );
  return rows.length === 1;
}

/** Stores the reveal's verdicts in one statement (a room's worth of rows). */
export async function gradeAnswers(
  q: Queryable,
  verdicts: readonly { answerId: string; correct: boolean; points: number }[],
): Promise<void> {
  if (verdicts.length === 0) return;
  await q.query(
    `UPDATE live_answers AS a SET correct = v.correct, points = v.points
     FROM jsonb_to_recordset($1::jsonb) AS v("answerId" uuid, correct boolean, points integer)
     WHERE a.answer_id = v."answerId"`,
    [JSON.stringify(verdicts)],
  );
}

interface LearnerTotal {
  learnerId: string;
  nickname: string;
  score: number;
  answered: number;
  correct: boolean;
}

/**
 * Every learner of the class with their points, how many they answered, and whether their answer to
 * `questionIndex` was right. Two plain reads of the class's own rows in one statement, joined here, not in SQL:
 * joining live_answers by learner alone scans every class's answers, and with the class in the join condition
 * a table still without statistics (a new database's first class) makes the planner loop over the class's
 * answers once per learner (137 ms for 1,000 learners; this statement 7 ms).
 */
async function learnerTotals(q: Queryable, classId: string, questionIndex: number): Promise<LearnerTotal[]> {
  const { rows } = await q.query<{
    learners: { learnerId: string; nickname: string }[];
    totals: Omit<LearnerTotal, 'nickname'>[];
  }>(
    `SELECT
       coalesce((SELECT json_agg(l) FROM (SELECT id AS "learnerId", nickname FROM live_learners WHERE class_id = $1) l),
         '[]') AS learners,
       coalesce((SELECT json_agg(a) FROM (
         SELECT learner_id AS "learnerId", sum(points)::int AS score, count(*)::int AS answered,
           coalesce(bool_or(question_index = $2 AND correct), false) AS correct
         FROM live_answers WHERE class_id = $1 GROUP BY learner_id) a), '[]') AS totals`,
    [classId, questionIndex],
  );
  const totals = new Map(rows[0].totals.map((t) => [t.learnerId, t]));
  return rows[0].learners.map(({ learnerId, nickname }) => {
    const total = totals.get(learnerId);
    return { learnerId, nickname, score: total?.score ?? 0, answered: total?.answered ?? 0, correct: !!total?.correct };
  });
}

/** The personal part of a reveal or an end for the whole room in one query. */
export async function learnerVerdicts(
  q: Queryable,
  classId: string,
  questionIndex: number,
): Promise<{ learnerId: string; score: number; answered: number; correct: boolean }[]> {
  return (await learnerTotals(q, classId, questionIndex)).map(({ learnerId, score, answered, correct }) => ({
    learnerId,
    score,
    answered,
    correct,
  }));
}

/** Every learner with their score (0 for none), for the leaderboard. */
export async function scores(
  q: Queryable,
  classId: string,
): Promise<{ learnerId: string; nickname: string; score: number }[]> {
  // No question's verdict is asked for (-1 is no index): only the points.
  return (await learnerTotals(q, classId, -1)).map(({ learnerId, nickname, score }) => ({
    learnerId,
    nickname,
    score,
  }));
}

/** Per question index: how many answered, how many right. */
export async function questionStats(
  q: Queryable,
  classId: string,
): Promise<{ index: number; answered: number; right: number }[]> {
  const { rows } = await q.query<{ index: number; answered: number; right: number }>(
    `SELECT question_index AS "index", count(*)::int AS answered, count(*) FILTER (WHERE correct)::int AS "right"
     FROM live_answers WHERE class_id = $1 GROUP BY question_index ORDER BY question_index`,
    [classId],
  );
  return rows;
}

/** Every answer with its learner's nickname, for the CSV export. */
export async function allAnswers(q: Queryable, classId: string): Promise<(AnswerRow & { nickname: string })[]> {
  const { rows } = await q.query<AnswerRow & { nickname: string }>(
    `SELECT ${ANSWER_COLUMNS.replaceAll('learner_id', 'a.learner_id')}, l.nickname
     FROM live_answers a JOIN live_learners l ON l.id = a.learner_id
     WHERE a.class_id = $1 ORDER BY l.nickname, a.question_index`,
    [classId],
  );
  return rows;
}

// ---------- Event log ----------

export interface EventRow {
  id: number;
  name: string;
  data: unknown;
}

/**
 * Appends to the class's event log, marks the class active (the 24 h expiry counts from here) and
 * NOTIFYs — delivered at commit, so a woken stream always finds the event in the log. One statement, not
 * three: it runs while the class row is locked.
 */
export async function appendEvent(
  q: Queryable,
  classId: string,
  name: string,
  data: unknown,
  now: Date,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `WITH e AS (
       INSERT INTO live_events (class_id, name, data, created_at) VALUES ($1, $2, $3::jsonb, $4) RETURNING id
     ), touched AS (UPDATE live_classes SET last_event_at = $4 WHERE id = $1)
     SELECT e.id::float8 AS id, pg_notify('${EVENTS_CHANNEL}', $5)::text AS notified FROM e`,
    [classId, name, JSON.stringify(data), now, wakePayload(classId, name)],
  );
  return rows[0].id;
}

/**
 * appendEvent for several events of one class in one statement: logged in the order given (their ids
 * ascending), the class marked active, and one NOTIFY for them all (a wake means "read the log").
 */
export async function appendEvents(
  q: Queryable,
  classId: string,
  events: readonly { name: string; data: unknown }[],
  now: Date,
): Promise<number[]> {
  if (events.length === 0) return [];
  // The wake says who the events concern: everyone if any of them is not the host's alone.
  const wake = events.find((e) => !HOST_ONLY.includes(e.name)) ?? events[0];
  const { rows } = await q.query<{ id: number }>(
    `WITH e AS (
       INSERT INTO live_events (class_id, name, data, created_at)
       SELECT $1, x.e ->> 'name', x.e -> 'data', $3 FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(e, n)
       ORDER BY x.n RETURNING id
     ), touched AS (UPDATE live_classes SET last_event_at = $3 WHERE id = $1),
     woke AS (SELECT pg_notify('${EVENTS_CHANNEL}', $4)::text AS notified)
     SELECT e.id::float8 AS id FROM e, woke ORDER BY e.id`,
    [classId, JSON.stringify(events), now, wakePayload(classId, wake.name)],
  );
  return rows.map((r) => r.id);
}

export async function eventsAfter(q: Queryable, classId: string, afterId: number, limit = 200): Promise<EventRow[]> {
  const { rows } = await q.query<EventRow>(
    'SELECT id::float8 AS id, name, data FROM live_events WHERE class_id = $1 AND id > $2 ORDER BY id LIMIT $3',
    [classId, afterId, limit],
  );
  return rows;
}

/**
 * A page of the class's events after `afterId` that are not named in `except`, and the newest id of the whole
 * log as of the same read. When the page is not full, nothing this reader may see lies between its last row
 * and `upto` (a class's ids commit in order, under its class lock), so it may move past the rest unread.
 */
export async function visibleEventsAfter(
  q: Queryable,
  classId: string,
  afterId: number,
  except: readonly string[],
  limit = 200,
): Promise<{ rows: EventRow[]; upto: number }> {
  const { rows } = await q.query<{ upto: number | null; id: number | null; name: string; data: unknown }>(
    `SELECT m.upto, e.id, e.name, e.data
     FROM (SELECT max(id)::float8 AS upto FROM live_events WHERE class_id = $1) m
     LEFT JOIN LATERAL (
       SELECT id::float8 AS id, name, data FROM live_events
       WHERE class_id = $1 AND id > $2 AND NOT (name = ANY($4::text[])) ORDER BY id LIMIT $3
     ) e ON true ORDER BY e.id`,
    [classId, afterId, limit, except],
  );
  const events = rows.flatMap((r) => (r.id === null ? [] : [{ id: r.id, name: r.name, data: r.data }]));
  return { rows: events, upto: rows[0]?.upto ?? 0 };
}

export async function hasEvent(q: Queryable, classId: string, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM live_events WHERE class_id = $1 AND id = $2', [classId, id]);
  return rows.length === 1;
}

// ---------- Rate limits and expiry ----------

/** Counts one hit (or `weight` hits) in a fixed window and returns the window's count so far (this hit included). */
export async function countHit(q: Queryable, key: string, windowStart: Date, weight = 1): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    `INSERT INTO live_rate_limits (key, window_start, count) VALUES ($1, $2, $3)
     ON CONFLICT (key, window_start) DO UPDATE SET count = live_rate_limits.count + $3 RETURNING count`,
    [key, windowStart, weight],
  );
  return rows[0].count;
}

/**
 * A join's two reads in one query: each key's rate-limit count so far in the window (0 for none, in the order
 * asked), and the class a join code belongs to (null: none, or no code to look up).
 */
export async function hitsAndClassByCode(
  q: Queryable,
  keys: readonly string[],
  windowStart: Date,
  joinCode: string | null,
): Promise<{ counts: number[]; classId: string | null }> {
  const { rows } = await q.query<{ classId: string | null; hits: Record<string, number> | null }>(
    `SELECT (SELECT id FROM live_classes WHERE join_code = $3) AS "classId",
       (SELECT json_object_agg(key, count) FROM live_rate_limits WHERE key = ANY($1::text[]) AND window_start = $2)
         AS hits`,
    [keys, windowStart, joinCode],
  );
  const hits = rows[0].hits ?? {};
  return { counts: keys.map((k) => hits[k] ?? 0), classId: rows[0].classId };
}

/** Deletes classes idle since before `idleBefore` (learners, answers and events go with them). */
export async function purgeExpired(q: Queryable, idleBefore: Date, windowsBefore: Date): Promise<number> {
  const { rows } = await q.query('DELETE FROM live_classes WHERE last_event_at < $1 RETURNING id', [idleBefore]);
  await q.query('DELETE FROM live_rate_limits WHERE window_start < $1', [windowsBefore]);
  return rows.length;
}

// ---------- Sync spaces (lib/sync): opaque blobs, only the token's hash ----------

export interface SyncSpaceHead {
  id: string;
  tokenHash: string;
  version: number;
}

/** The row without its blob: enough to check the token and the version. */
export async function findSyncSpace(q: Queryable, id: string): Promise<SyncSpaceHead | null> {
  const { rows } = await q.query<SyncSpaceHead>(
    'SELECT id, token_hash AS "tokenHash", version FROM sync_spaces WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Creates a space at version 1; false when the id is taken (the caller answers 412). */
export async function insertSyncSpace(
  q: Queryable,
  s: { id: string; tokenHash: string; blob: Uint8Array; now: Date },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO sync_spaces (id, token_hash, version, blob, bytes, created_at, last_used_at)
     VALUES ($1, $2, 1, $3, $4, $5, $5) ON CONFLICT (id) DO NOTHING RETURNING version`,
    [s.id, s.tokenHash, s.blob, s.blob.byteLength, s.now],
  );
  return rows.length === 1;
}

/**
 * Replaces version `expected` in one statement, so of two writers racing on the same version exactly one
 * matches; returns the new version, or null when the version (or the space, or its token) no longer matches.
 */
export async function replaceSyncBlob(
  q: Queryable,
  s: { id: string; tokenHash: string; expected: number; blob: Uint8Array; now: Date },
): Promise<number | null> {
  const { rows } = await q.query<{ version: number }>(
    `UPDATE sync_spaces SET blob = $4, bytes = $5, version = version + 1, last_used_at = $6
     WHERE id = $1 AND token_hash = $2 AND version = $3 RETURNING version`,
    [s.id, s.tokenHash, s.expected, s.blob, s.blob.byteLength, s.now],
  );
  return rows[0]?.version ?? null;
}

/** The blob and its version; marks the space used (a device that only reads still keeps it alive). */
export async function readSyncBlob(
  q: Queryable,
  id: string,
  now: Date,
): Promise<{ version: number; blob: Uint8Array } | null> {
  const { rows } = await q.query<{ version: number; blob: Uint8Array }>(
    'UPDATE sync_spaces SET last_used_at = $2 WHERE id = $1 RETURNING version, blob',
    [id, now],
  );
  return rows[0] ?? null;
}

export async function deleteSyncSpace(q: Queryable, id: string, tokenHash: string): Promise<boolean> {
  const { rows } = await q.query('DELETE FROM sync_spaces WHERE id = $1 AND token_hash = $2 RETURNING id', [
    id,
    tokenHash,
  ]);
  return rows.length === 1;
}

/** Deletes spaces unused since before `idleBefore`, and rate-limit windows older than `windowsBefore`. */
export async function purgeIdleSyncSpaces(q: Queryable, idleBefore: Date, windowsBefore: Date): Promise<number> {
  const { rows } = await q.query('DELETE FROM sync_spaces WHERE last_used_at < $1 RETURNING id', [idleBefore]);
  await q.query('DELETE FROM live_rate_limits WHERE window_start < $1', [windowsBefore]);
  return rows.length;
}

/** Every stored blob (tests check that none holds a question id or the key). */
export async function allSyncBlobs(q: Queryable): Promise<{ id: string; version: number; blob: Uint8Array }[]> {
  const { rows } = await q.query<{ id: string; version: number; blob: Uint8Array }>(
    'SELECT id, version, blob FROM sync_spaces ORDER BY id',
  );
  return rows;
}
