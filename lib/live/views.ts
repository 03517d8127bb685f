import type { HostView, LearnerView, Results, Snapshot, Tally } from './contract';
import type { Queryable } from './db/driver';
import { buildReveal, publicQuestion, questionId, resolveQuestions, type LiveQuestion } from './questions';
import * as repo from './repository';
import { leaderboard } from './scoring';

/** Who is watching a stream: the host sees everything, a learner only what is public plus their own. */
export type Viewer = { kind: 'host' } | { kind: 'learner'; learnerId: string; nickname: string };

/** A class's questions; they were checked at creation, so a failure here means the content changed. */
export function classQuestions(c: repo.ClassRow): LiveQuestion[] {
  const resolved = resolveQuestions(c.questionIds);
  if (!resolved.ok) throw new Error(`class ${c.id}: ${resolved.error}`);
  return resolved.questions;
}

export async function tally(q: Queryable, c: repo.ClassRow, question: LiveQuestion): Promise<Tally> {
  return tallyOf(c, question, await repo.tallyCounts(q, c.id, c.index));
}

/** The tally of the class's current question from its counted responses. */
export function tallyOf(c: repo.ClassRow, question: LiveQuestion, { counts, learners }: repo.TallyCounts): Tally {
  const responses = counts.flatMap(({ response, n }) => Array<typeof response>(n).fill(response));
  const { histogram, answered } = buildReveal(question, c.index, responses, learners);
  return { index: c.index, answered, learners, histogram };
}

export async function results(q: Queryable, c: repo.ClassRow): Promise<Results> {
  const questions = classQuestions(c);
  const stats = new Map((await repo.questionStats(q, c.id)).map((s) => [s.index, s]));
  return {
    questions: questions.map((lq, index) => ({
      index,
      questionId: questionId(lq),
      prompt: publicQuestion(lq).prompt,
      answered: stats.get(index)?.answered ?? 0,
      right: stats.get(index)?.right ?? 0,
    })),
    leaderboard: leaderboard((await repo.scores(q, c.id)).map(({ nickname, score }) => ({ nickname, score }))),
  };
}

/** The whole state as one viewer may see it: what every stream starts with. */
export async function snapshot(q: Queryable, c: repo.ClassRow, viewer: Viewer): Promise<Snapshot> {
  const questions = classQuestions(c);
  const current = questions[c.index];
  const shown = c.phase !== 'lobby' && c.phase !== 'ended';
  const base: Snapshot = {
    classId: c.id,
    title: c.title,
    phase: c.phase,
    index: c.index,
    total: questions.length,
    question: shown ? publicQuestion(current) : null,
    reveal: c.phase === 'revealed' ? c.reveal : null,
  };
  if (viewer.kind === 'host') {
    const host: HostView = {
      joinCode: c.joinCode,
      learners: (await repo.listLearners(q, c.id)).map((l) => ({ learnerId: l.id, nickname: l.nickname })),
      tally: await tally(q, c, current),
      results: await results(q, c),
    };
    return { ...base, host };
  }
  const { answer, score, answered } = await repo.learnerStanding(q, viewer.learnerId, c.index);
  const you: LearnerView = { learnerId: viewer.learnerId, nickname: viewer.nickname, answer, score, answered };
  return { ...base, you };
}
