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
export async function authorize(
  q: Queryable,
  classId: string,
  key: string | null,
): Promise<{ ok: true; viewer: Viewer; cls: repo.ClassRow } | { ok: false; outcome: Outcome<never> }> {
  if (!key) return { ok: false, outcome: fail(401, 'This needs a key (Authorization: Bearer …).') };
  const cls = await repo.findClass(q, classId);
  if (!cls) return { ok: false, outcome: fail(404, 'No such class (it may have expired).') };
  if (keyMatches(key, cls.hostKeyHash)) return { ok: true, viewer: { kind: 'host' }, cls };
  const learner = await repo.findLearnerByKeyHash(q, hashKey(key));
  if (!learner || learner.classId !== classId)
    return { ok: false, outcome: fail(403, 'That key is not for this class.') };
  return { ok: true, viewer: { kind: 'learner', learnerId: learner.id, nickname: learner.nickname }, cls };
}
