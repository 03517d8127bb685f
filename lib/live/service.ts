import { randomUUID } from 'node:crypto';
import { cleanTitle } from '../quiz/quiz-set';
import {
  MAX_LEARNERS,
  type AnswerBody,
  type AnswerResult,
  type CreateClassBody,
  type CreateClassResult,
  type JoinBody,
  type JoinResult,
} from './contract';
import { authorize, type Deps } from './auth';
import { resultsCsv } from './csv';
import { newJoinCode, normalizeJoinCode } from './join-code';
import { hashKey, newKey } from './keys';
import { checkNickname } from './nickname';
import { fail, ok, type Outcome } from './outcome';
import { resolveQuestions, gradable, questionId } from './questions';
import { guessAllowed, countFailedGuess } from './rate-limit';
import * as repo from './repository';
import { fits } from './scoring';
import { classQuestions, tally } from './views';

/*
 * The use cases the route handlers call: each returns an Outcome (status and body) the handler sends as
 * it is. Every write to a class runs in one transaction that first locks the class row.
 */

export async function createClass({ db, now }: Deps, body: CreateClassBody): Promise<Outcome<CreateClassResult>> {
  const resolved = resolveQuestions(body.questionIds);
  if (!resolved.ok) return fail(400, resolved.error);
  const hostKey = newKey();
  const id = randomUUID();
  const title = cleanTitle(body.title) || 'Live class';
  // A clash of join codes among live classes is rare; draw again rather than fail.
  for (let attempt = 0; attempt < 8; attempt++) {
    const joinCode = newJoinCode();
    const inserted = await repo.insertClass(db, {
      id,
      joinCode,
      title,
      hostKeyHash: hashKey(hostKey),
      questionIds: body.questionIds,
      now: now(),
    });
    if (inserted) return ok({ classId: id, joinCode, hostKey }, 201);
  }
  return fail(503, 'Could not find a free join code; try again.');
}

export async function join({ db, now }: Deps, body: JoinBody, clientAddress: string): Promise<Outcome<JoinResult>> {
  const limited = await guessAllowed(db, clientAddress, now());
  if (!limited.ok) return fail(429, 'Too many wrong codes. Wait a moment and try again.', { headers: limited.headers });
  const code = normalizeJoinCode(body.joinCode);
  const classId = code ? await repo.findClassIdByCode(db, code) : null;
  if (!classId) {
    await countFailedGuess(db, clientAddress, now());
    return fail(404, 'No class has that code. Check it with your host.');
  }
  const nick = checkNickname(body.nickname);
  if (!nick.ok) return fail(400, nick.error);
  const learnerKey = newKey();
  const learnerId = randomUUID();
  return db.transaction(async (q) => {
    const c = await repo.lockClass(q, classId);
    if (!c) return fail(404, 'No class has that code. Check it with your host.');
    if (c.phase === 'ended') return fail(409, 'This class has ended.');
    const count = await repo.countLearners(q, classId);
    if (count >= MAX_LEARNERS) return fail(409, `This class is full (${MAX_LEARNERS} learners).`);
    const inserted = await repo.insertLearner(q, {
      id: learnerId,
      classId,
      nickname: nick.nickname,
      nicknameKey: nick.key,
      keyHash: hashKey(learnerKey),
      now: now(),
    });
    if (!inserted) return fail(409, 'That nickname is taken in this class. Pick another.');
    await repo.appendEvent(q, classId, 'joined', { learnerId, nickname: nick.nickname, count: count + 1 }, now());
    return ok({ classId, learnerId, learnerKey }, 201);
  });
}

const sameResponse = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function answer(
  { db, now }: Deps,
  classId: string,
  key: string | null,
  body: AnswerBody,
): Promise<Outcome<AnswerResult>> {
  const auth = await authorize(db, classId, key);
  if (!auth.ok) return auth.outcome;
  if (auth.viewer.kind !== 'learner') return fail(403, 'Only a learner of this class answers.');
  const learnerId = auth.viewer.learnerId;
  return db.transaction(async (q) => {
    const c = (await repo.lockClass(q, classId))!;
    // A retry of an answer already recorded gets the same verdict, whatever the phase is now.
    const earlier = await repo.findAnswerById(q, body.answerId);
    if (earlier) {
      if (earlier.learnerId !== learnerId) return fail(409, 'That answerId belongs to another answer.');
      return ok({ recorded: true as const, duplicate: true });
    }
    const questions = classQuestions(c);
    const current = questions[c.index];
    const index = questions.findIndex((lq) => questionId(lq) === body.questionId);
    if (c.phase !== 'open' || questionId(current) !== body.questionId) {
      const mine = index >= 0 ? await repo.findLearnerAnswer(q, learnerId, index) : null;
      return fail(409, 'This question is not open for answers.', mine ? { recorded: mine.response } : undefined);
    }
    if (!fits(gradable(current), body.response)) return fail(400, 'That answer does not fit the question.');
    const mine = await repo.findLearnerAnswer(q, learnerId, c.index);
    if (mine) {
      if (sameResponse(mine.response, body.response)) return ok({ recorded: true as const, duplicate: true });
      return fail(409, 'You have already answered: your first answer counts.', { recorded: mine.response });
    }
    await repo.insertAnswer(q, { ...body, classId, learnerId, questionIndex: c.index, now: now() });
    await repo.appendEvent(q, classId, 'tally', await tally(q, c, current), now());
    return ok({ recorded: true as const, duplicate: false });
  });
}

export { control } from './control';
export type { Deps };

/** The results as CSV for the host's download. */
export async function hostResults(
  { db }: Deps,
  classId: string,
  key: string | null,
): Promise<Outcome<{ csv: string }>> {
  const auth = await authorize(db, classId, key);
  if (!auth.ok) return auth.outcome;
  if (auth.viewer.kind !== 'host') return fail(403, 'Only the host can download the results.');
  const learners = await repo.listLearners(db, classId);
  return ok({ csv: resultsCsv(learners, auth.cls.questionIds, await repo.allAnswers(db, classId)) });
}
