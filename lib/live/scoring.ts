import { isCorrect, normalizeShort } from '../quiz/grade';
import type { AuthoredQuestion } from '../quiz/schema';
import type { AnswerResponse, HistogramBar } from './contract';

/** What a learner may answer: a bank question (graded by lib/quiz) or a predict question (by the wire). */
export type Gradable = { kind: 'bank'; question: AuthoredQuestion } | { kind: 'predict'; optionIds: string[] };

/** One right answer is one point: a room's leaderboard stays easy to read aloud. */
export const POINTS_PER_RIGHT = 1;

/** Does the response have the question's shape (known option ids, the right count)? Checked before storing. */
export function fits(q: Gradable, r: AnswerResponse): boolean {
  const ids = new Set(
    q.kind === 'predict' ? q.optionIds : 'options' in q.question ? q.question.options.map((o) => o.id) : [],
  );
  const type = q.kind === 'predict' ? 'single' : q.question.type;
  switch (type) {
    case 'single':
    case 'truefalse':
    case 'hotspot':
      return 'choice' in r && ids.has(r.choice);
    case 'multi': {
      if (!('choices' in r) || q.kind !== 'bank' || q.question.type !== 'multi') return false;
      return new Set(r.choices).size === q.question.select && r.choices.every((c) => ids.has(c));
    }
    case 'order':
      return (
        'order' in r &&
        r.order.length === ids.size &&
        new Set(r.order).size === ids.size &&
        r.order.every((c) => ids.has(c))
      );
    case 'short':
      return 'text' in r && r.text.trim().length > 0;
    default:
      return false;
  }
}

/** Is the response right? For a predict question, `decided` is the option the wire chose. */
export function isRight(q: Gradable, r: AnswerResponse, decided?: string): boolean {
  if (q.kind === 'predict') return 'choice' in r && r.choice === decided;
  return isCorrect(q.question, r);
}

/** The histogram keys one response adds to: options picked, the whole order, or the normalized text. */
export function histogramKeys(r: AnswerResponse): string[] {
  if ('choice' in r) return [r.choice];
  if ('choices' in r) return [...new Set(r.choices)];
  if ('order' in r) return [r.order.join(' → ')];
  return [normalizeShort(r.text)];
}

/** Counts per key; options always appear (with 0), in the order given, then other keys by count. */
export function histogram(responses: readonly AnswerResponse[], optionIds: readonly string[] = []): HistogramBar[] {
  const counts = new Map<string, number>(optionIds.map((id) => [id, 0]));
  for (const r of responses) for (const key of histogramKeys(r)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const fixed = optionIds.map((key) => ({ key, count: counts.get(key)! }));
  const rest = [...counts]
    .filter(([key]) => !optionIds.includes(key))
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  return [...fixed, ...rest];
}

/** Leaderboard: score descending, then nickname, so equal scores list the same way for everyone. */
export function leaderboard(rows: readonly { nickname: string; score: number }[]) {
  return [...rows].sort((a, b) => b.score - a.score || a.nickname.localeCompare(b.nickname));
}
