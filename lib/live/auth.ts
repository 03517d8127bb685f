import type { Driver, Queryable } from './db/driver';
import { hashKey, keyMatches } from './keys';
import { fail, type Outcome } from './outcome';
import * as repo from './repository';
import type { Viewer } from './views';

/** What every use case needs; `now` is passed in so tests can move the clock. */
export interface Deps {
  db: Driver;
  now: () => Date;
}

/** Who a key is for this class: the host, a learner of it, or nobody (401 without a key, 403 otherwise). */
export async function authorize(q: Queryable, classId: string, key: string | null): Promise<Authorized> {
  if (!key) return { ok: false, outcome: fail(401, 'This needs a key (Authorization: Bearer …).') };
  return authorizeFor(q, await repo.findClass(q, classId), key);
}

type Authorized = { ok: true; viewer: Viewer; cls: repo.ClassRow } | { ok: false; outcome: Outcome<never> };

/** authorize() for a class row the caller has read already (null: no such class). */
export async function authorizeFor(q: Queryable, cls: repo.ClassRow | null, key: string): Promise<Authorized> {
  if (!cls) return { ok: false, outcome: fail(404, 'No such class (it may have expired).') };
  if (keyMatches(key, cls.hostKeyHash)) return { ok: true, viewer: { kind: 'host' }, cls };
  const learner = await learnerByKeyHash(q, hashKey(key));
  if (!learner || learner.classId !== cls.id)
    return { ok: false, outcome: fail(403, 'That key is not for this class.') };
  return { ok: true, viewer: { kind: 'learner', learnerId: learner.id, nickname: learner.nickname }, cls };
}

/** Learners by key hash, remembered per process: a learner row never changes (it goes only with its class). */
const LEARNER_CACHE_SIZE = 20_000;
const holder = globalThis as typeof globalThis & { __mcpaLiveLearners?: Map<string, repo.LearnerRow> };
const learners = (holder.__mcpaLiveLearners ??= new Map());

/** Remembers a learner by their key's hash: a join does, so the learner's stream and answers need no lookup. */
export function rememberLearner(hash: string, learner: repo.LearnerRow): void {
  if (learners.has(hash)) return;
  if (learners.size >= LEARNER_CACHE_SIZE) learners.delete(learners.keys().next().value!);
  learners.set(hash, learner);
}

async function learnerByKeyHash(q: Queryable, hash: string): Promise<repo.LearnerRow | undefined> {
  let learner = learners.get(hash);
  if (!learner) {
    learner = (await repo.findLearnerByKeyHash(q, hash)) ?? undefined;
    if (learner) rememberLearner(hash, learner);
  }
  return learner;
}

/**
 * Who may answer in this class. A learner's key is looked up once per process, so an answer costs no query
 * before its batch (which locks the class and finds it gone if it expired). Anything else — no key, the
 * host's key, an unknown key — takes the full check for its usual status.
 */
export async function authorizeLearner(
  q: Queryable,
  classId: string,
  key: string | null,
): Promise<{ ok: true; learnerId: string } | { ok: false; outcome: Outcome<never> }> {
  const learner = key ? await learnerByKeyHash(q, hashKey(key)) : undefined;
  if (learner?.classId === classId) return { ok: true, learnerId: learner.id };
  const auth = await authorize(q, classId, key);
  if (!auth.ok) return auth;
  if (auth.viewer.kind !== 'learner') return { ok: false, outcome: fail(403, 'Only a learner of this class answers.') };
  return { ok: true, learnerId: auth.viewer.learnerId };
}
