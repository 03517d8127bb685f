import type { Blueprint } from './blueprint';
import { defaultAnswer, isCorrect, type Answer } from './grade';
import type { Question } from './schema';
import { seededShuffle } from './shuffle';

/** Questions an exam can hold: everything but lab tasks, which need the lab, not a clock. */
export const examEligible = (q: Question) => q.type !== 'lab';

/**
 * How many questions each topic gets: `total` split by the blueprint's weights (largest remainder), never more
 * than a topic has; what a small topic cannot fill goes to the others, by weight.
 */
export function apportion(
  blueprint: Blueprint,
  available: Record<string, number>,
  total: number,
): Record<string, number> {
  const topics = blueprint.topics.filter((t) => (available[t.id] ?? 0) > 0);
  const out: Record<string, number> = Object.fromEntries(topics.map((t) => [t.id, 0]));
  let left = Math.min(
    total,
    topics.reduce((n, t) => n + available[t.id], 0),
  );
  while (left > 0) {
    const open = topics.filter((t) => out[t.id] < available[t.id]);
    const weight = open.reduce((n, t) => n + t.weight, 0);
    const shares = open.map((t) => ({ id: t.id, exact: (left * t.weight) / weight }));
    let given = 0;
    for (const s of shares) {
      const n = Math.min(Math.floor(s.exact), available[s.id] - out[s.id]);
      out[s.id] += n;
      given += n;
    }
    // The remainders, largest first, one question each.
    for (const s of [...shares].sort((a, b) => (b.exact % 1) - (a.exact % 1))) {
      if (given >= left) break;
      if (out[s.id] < available[s.id]) {
        out[s.id] += 1;
        given += 1;
      }
    }
    left -= given;
    if (given === 0) break;
  }
  return out;
}

/** An exam's questions: drawn per topic by weight, in an order fixed by `seed` (the same seed, the same exam). */
export function drawExam(bank: Question[], blueprint: Blueprint, total: number, seed: string): string[] {
  const eligible = bank.filter(examEligible);
  const byTopic = new Map<string, Question[]>();
  for (const q of eligible) byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q]);
  const counts = apportion(blueprint, Object.fromEntries([...byTopic].map(([t, qs]) => [t, qs.length])), total);
  const picked = Object.entries(counts).flatMap(([topic, n]) =>
    seededShuffle(byTopic.get(topic) ?? [], `${seed}:${topic}`).slice(0, n),
  );
  return seededShuffle(picked, seed).map((q) => q.id);
}

export interface TopicScore {
  topic: string;
  correct: number;
  total: number;
}

export interface ExamScore {
  correct: number;
  total: number;
  /** Weakest first (lowest share right; ties: more questions first). */
  byTopic: TopicScore[];
  /** Per question, in exam order. */
  results: { id: string; correct: boolean; answered: boolean }[];
}

/** Scores an exam: an unanswered question is wrong; an ordering question left as shown counts as that order. */
export function scoreExam(questions: Question[], answers: Record<string, Answer | undefined>): ExamScore {
  const results = questions.map((q) => {
    const given = answers[q.id];
    const answer = given ?? defaultAnswer(q);
    return { id: q.id, correct: answer !== undefined && isCorrect(q, answer), answered: given !== undefined };
  });
  const topics = new Map<string, TopicScore>();
  questions.forEach((q, i) => {
    const t = topics.get(q.topic) ?? { topic: q.topic, correct: 0, total: 0 };
    t.total += 1;
    if (results[i].correct) t.correct += 1;
    topics.set(q.topic, t);
  });
  const byTopic = [...topics.values()].sort((a, b) => a.correct / a.total - b.correct / b.total || b.total - a.total);
  return { correct: results.filter((r) => r.correct).length, total: questions.length, byTopic, results };
}
