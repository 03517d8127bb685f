import type { ControlBody, ControlResult, TraceMessage } from './contract';
import type { Queryable } from './db/driver';
import { fail, ok, type Outcome } from './outcome';
import { buildReveal, gradable, publicQuestion, type LiveQuestion } from './questions';
import * as repo from './repository';
import { POINTS_PER_RIGHT, isRight } from './scoring';
import { authorize, type Deps } from './auth';
import { transition } from './state-machine';
import { classQuestions, results, snapshot } from './views';

/**
 * The host moves the class on: one transition and its event in the log, in one transaction; the host's view
 * of the new state is read after the commit.
 */
export async function control(
  { db, now }: Deps,
  classId: string,
  key: string | null,
  body: ControlBody,
): Promise<Outcome<ControlResult>> {
  const auth = await authorize(db, classId, key);
  if (!auth.ok) return auth.outcome;
  if (auth.viewer.kind !== 'host') return fail(403, 'Only the host controls the class.');
  const moved = await db.transaction(async (q): Promise<Outcome<never> | { next: repo.ClassRow }> => {
    const c = (await repo.lockClass(q, classId))!;
    const questions = classQuestions(c);
    const step = transition({ phase: c.phase, index: c.index, total: questions.length }, body.action);
    if (!step.ok) return fail(409, step.error);
    const current = questions[c.index];
    const at = now();
    let reveal = c.reveal;
    switch (body.action) {
      case 'open':
        await repo.appendEvent(
          q,
          classId,
          'question',
          { index: c.index, total: questions.length, question: publicQuestion(current) },
          at,
        );
        break;
      case 'close':
        await repo.appendEvent(q, classId, 'closed', { index: c.index }, at);
        break;
      case 'reveal': {
        const made = await revealQuestion(q, c, current, body.observed?.messages);
        if (!made.ok) return fail(409, made.error);
        reveal = made.reveal;
        await repo.appendEvent(q, classId, 'reveal', reveal, at);
        break;
      }
      case 'next':
        reveal = null;
        await repo.appendEvent(q, classId, 'next', { index: step.index, total: questions.length }, at);
        break;
      case 'end':
        break; // the end event needs the final state: appended below
    }
    const next = { ...c, phase: step.phase, index: step.index, reveal };
    await repo.updateClassState(q, classId, next);
    if (body.action === 'end') await repo.appendEvent(q, classId, 'end', { results: await results(q, next) }, at);
    return { next };
  });
  if (!('next' in moved)) return moved;
  // The host's view (the room, the tally, the results: four queries) is read after the commit: the event's
  // NOTIFY, sent at commit, then wakes the streams without waiting for it, and the class row is let go sooner.
  return ok({ state: await snapshot(db, moved.next, { kind: 'host' }) });
}

/**
 * Grades every answer and builds the reveal. A predict question's right option is read off the wire the
 * host's lab produced (never a stored key): without that exchange there is nothing to reveal yet.
 */
async function revealQuestion(
  q: Queryable,
  c: repo.ClassRow,
  current: LiveQuestion,
  observed: TraceMessage[] | undefined,
) {
  let decided: { option: string; wire: TraceMessage[] } | undefined;
  if (current.kind === 'predict') {
    const option = observed ? current.prediction.decide(observed) : null;
    if (!option)
      return { ok: false as const, error: 'Run the lab step first: the reveal needs its exchange on the wire.' };
    decided = { option, wire: observed! };
  }
  const answers = await repo.answersTo(q, c.id, c.index);
  const g = gradable(current);
  await repo.gradeAnswers(
    q,
    answers.map((a) => {
      const correct = isRight(g, a.response, decided?.option);
      return { answerId: a.answerId, correct, points: correct ? POINTS_PER_RIGHT : 0 };
    }),
  );
  const learners = await repo.countLearners(q, c.id);
  return {
    ok: true as const,
    reveal: buildReveal(
      current,
      c.index,
      answers.map((a) => a.response),
      learners,
      decided,
    ),
  };
}
