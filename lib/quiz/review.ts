import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { Attempt } from '../progress/quiz-slice';

/**
 * Spaced review with FSRS (ts-fsrs). A question's card is not stored: it is replayed from the learner's saved
 * attempts, oldest first, so merging two tabs' attempts (or importing progress) always yields the same
 * schedule. That is also why fuzz is off: the replay has to be deterministic.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

/** New questions a day brings into review, at most. */
export const NEW_PER_DAY = 10;

/**
 * The FSRS rating of one answer, from correctness and stated confidence: wrong → Again; right but unsure → Hard;
 * right and sure (or no confidence asked, as in lessons, practice and exams) → Good.
 */
export function ratingFor(correct: boolean, confidence?: Attempt['confidence']): Grade {
  if (!correct) return Rating.Again;
  return confidence === 'unsure' ? Rating.Hard : Rating.Good;
}

/** The question's card after every attempt so far; a question never answered has a new card. */
export function cardFromAttempts(attempts: readonly Attempt[] = []): Card {
  const sorted = [...attempts].sort((a, b) => a.at - b.at);
  let card = createEmptyCard(sorted.length ? new Date(sorted[0].at) : new Date(0));
  for (const a of sorted) card = scheduler.next(card, new Date(a.at), ratingFor(a.correct, a.confidence)).card;
  return card;
}

export interface ReviewItem {
  id: string;
  due: number;
  isNew: boolean;
}

const startOfDay = (now: number) => {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/**
 * What to review now: every card that is due (oldest due first), then new questions — never answered — up to
 * the day's cap, less the new questions already started today.
 */
export function dueQueue(
  questionIds: readonly string[],
  attempts: Record<string, Attempt[]>,
  now: number,
  newPerDay = NEW_PER_DAY,
): ReviewItem[] {
  const due: ReviewItem[] = [];
  const fresh: ReviewItem[] = [];
  let startedToday = 0;
  const today = startOfDay(now);
  for (const id of questionIds) {
    const list = attempts[id] ?? [];
    if (list.length === 0) {
      fresh.push({ id, due: now, isNew: true });
      continue;
    }
    if (Math.min(...list.map((a) => a.at)) >= today) startedToday += 1;
    const card = cardFromAttempts(list);
    if (card.due.getTime() <= now) due.push({ id, due: card.due.getTime(), isNew: false });
  }
  due.sort((a, b) => a.due - b.due);
  return [...due, ...fresh.slice(0, Math.max(0, newPerDay - startedToday))];
}

/** How many reviews fall due on each of the next `days` days (index 0: today, including anything overdue). */
export function dueByDay(
  questionIds: readonly string[],
  attempts: Record<string, Attempt[]>,
  now: number,
  days = 7,
): number[] {
  const out = new Array<number>(days).fill(0);
  const today = startOfDay(now);
  for (const id of questionIds) {
    const list = attempts[id];
    if (!list?.length) continue;
    const card = cardFromAttempts(list);
    const day = Math.max(0, Math.floor((card.due.getTime() - today) / 86_400_000));
    if (day < days) out[day] += 1;
  }
  return out;
}

/** Questions whose latest answer, within the last `days` days, was wrong: the drill. Most recent first. */
export function recentlyMissed(attempts: Record<string, Attempt[]>, now: number, days = 7): string[] {
  return Object.entries(attempts)
    .flatMap(([id, list]) => {
      const last = list.reduce<Attempt | undefined>((x, a) => (!x || a.at > x.at ? a : x), undefined);
      return last && !last.correct && last.at >= now - days * 86_400_000 ? [{ id, at: last.at }] : [];
    })
    .sort((a, b) => b.at - a.at)
    .map((x) => x.id);
}

export const isLearning = (card: Card) => card.state === State.Learning || card.state === State.Relearning;
