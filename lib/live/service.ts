import { randomUUID } from 'node:crypto';
import { cleanTitle } from '../quiz/quiz-set';
import {
  type AnswerBody,
  type AnswerResult,
  type CreateClassBody,
  type CreateClassResult,
  type JoinBody,
  type JoinResult,
} from './contract';
import { answerBatcher } from './answer-batcher';
import { joinBatcher } from './join-batcher';
import { authorize, authorizeLearner, rememberLearner, type Deps } from './auth';
import { resultsCsv } from './csv';
import { newJoinCode, normalizeJoinCode } from './join-code';
import { hashKey, newKey } from './keys';
import { checkNickname } from './nickname';
import { fail, ok, type Outcome } from './outcome';
import { resolveQuestions } from './questions';
import { guessAllowed, countFailedGuess } from './rate-limit';
import * as repo from './repository';

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
  const code = normalizeJoinCode(body.joinCode);
  const limited = await guessAllowed(db, clientAddress, now(), code);
  if (!limited.ok) return fail(429, 'Too many wrong codes. Wait a moment and try again.', { headers: limited.headers });
  const { classId } = limited;
  if (!classId) {
    await countFailedGuess(db, clientAddress, now());
    return fail(404, 'No class has that code. Check it with your host.');
  }
  const nick = checkNickname(body.nickname);
  if (!nick.ok) return fail(400, nick.error);
  const learnerKey = newKey();
  const learnerId = randomUUID();
  const keyHash = hashKey(learnerKey);
  // Written with the other joins of the moment, in one transaction under the class's lock (join-batcher.ts).
  const joined = await joinBatcher(db, now).submit(
    classId,
    { id: learnerId, nickname: nick.nickname, nicknameKey: nick.key, keyHash },
    now,
  );
  if (!joined.joined) return joined.outcome;
  // Committed: the learner's stream and answers, if they come to this process, need no key lookup.
  rememberLearner(keyHash, { id: learnerId, classId, nickname: nick.nickname });
  return ok({ classId, learnerId, learnerKey }, 201);
}

/**
 * Records a learner's answer. The checks and the write happen in the class's answer batch (answer-batcher.ts):
 * one transaction for every answer that arrives together, acknowledged only once it has committed.
 */
export async function answer(
  { db, now }: Deps,
  classId: string,
  key: string | null,
  body: AnswerBody,
): Promise<Outcome<AnswerResult>> {
  const auth = await authorizeLearner(db, classId, key);
  if (!auth.ok) return auth.outcome;
  return answerBatcher(db, now).submit(classId, auth.learnerId, body, now);
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
