import type { Attempt } from '../progress/quiz-slice';
import type { Blueprint } from './blueprint';

export interface TopicMastery {
  topic: string;
  title: string;
  weight: number;
  questions: number;
  /** Questions whose latest answer was right. */
  mastered: number;
}

const latest = (list: Attempt[] | undefined) =>
  list?.reduce<Attempt | undefined>((x, a) => (!x || a.at > x.at ? a : x), undefined);

/** Per blueprint topic: how many of its questions the learner's latest answer got right. */
export function topicMastery(
  blueprint: Blueprint,
  questions: readonly { id: string; topic: string }[],
  attempts: Record<string, Attempt[]>,
): TopicMastery[] {
  return blueprint.topics.map((t) => {
    const ids = questions.filter((q) => q.topic === t.id).map((q) => q.id);
    return {
      topic: t.id,
      title: t.title,
      weight: t.weight,
      questions: ids.length,
      mastered: ids.filter((id) => latest(attempts[id])?.correct === true).length,
    };
  });
}

/**
 * Readiness, 0–1: the topics' mastery averaged with the blueprint's exam weights. A question never answered
 * counts as not mastered, so readiness only grows by answering — right — across every topic.
 */
export function readiness(mastery: readonly TopicMastery[]): number {
  const weighted = mastery.filter((m) => m.questions > 0);
  const total = weighted.reduce((n, m) => n + m.weight, 0);
  return total === 0 ? 0 : weighted.reduce((n, m) => n + (m.weight * m.mastered) / m.questions, 0) / total;
}
