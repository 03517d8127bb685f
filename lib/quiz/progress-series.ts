import type { Attempt, ExamRecord } from '../progress/types';
import type { Blueprint } from './blueprint';
import { dueByDay } from './review';

// Chart series from saved progress: pure functions, no React, no DOM. Days are the learner's local days (as the
// review schedule counts them), each named by the epoch ms of its local midnight.

const DAY_MS = 86_400_000;

export const startOfDay = (ms: number): number => {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** The local midnight `n` days after `day` (calendar days: a daylight-saving change makes one 23 or 25 hours). */
export const addDays = (day: number, n: number): number => {
  const d = new Date(day);
  d.setDate(d.getDate() + n);
  return startOfDay(d.getTime());
};

/** Local midnights from `first` to `last` inclusive. */
function daysBetween(first: number, last: number): number[] {
  const out: number[] = [];
  for (let day = startOfDay(first); day <= last; day = addDays(day, 1)) out.push(day);
  return out;
}

export interface TopicSeries {
  topic: string;
  title: string;
  questions: number;
  /** Per day: questions of the topic whose latest answer by that day's end was right. */
  mastered: number[];
  /** The same as a whole percentage of the topic's questions (0 when the topic has none). */
  percent: number[];
}

export interface MasterySeries {
  days: number[];
  topics: TopicSeries[];
}

/**
 * Mastery per topic at the end of each day, from the first day with an answer to today: the dashboard's
 * topicMastery (latest answer right) replayed over the answers given up to that day. Empty when none.
 */
export function masteryOverTime(
  blueprint: Blueprint,
  questions: readonly { id: string; topic: string }[],
  attempts: Record<string, Attempt[]>,
  now: number,
): MasterySeries {
  const topicOf = new Map(questions.map((q) => [q.id, q.topic]));
  const answers = Object.entries(attempts)
    .filter(([id]) => topicOf.has(id))
    .flatMap(([id, list]) => list.map((a) => ({ id, at: a.at, correct: a.correct })))
    .filter((a) => a.at <= now)
    .sort((a, b) => a.at - b.at);
  if (answers.length === 0) return { days: [], topics: [] };
  const days = daysBetween(answers[0].at, now);
  const right = new Map<string, boolean>();
  const mastered = new Map(blueprint.topics.map((t) => [t.id, 0]));
  const perDay = new Map(blueprint.topics.map((t) => [t.id, [] as number[]]));
  let next = 0;
  for (const day of days) {
    const end = addDays(day, 1);
    for (; next < answers.length && answers[next].at < end; next++) {
      const a = answers[next];
      const topic = topicOf.get(a.id)!;
      const was = right.get(a.id) === true;
      right.set(a.id, a.correct);
      if (was !== a.correct) mastered.set(topic, (mastered.get(topic) ?? 0) + (a.correct ? 1 : -1));
    }
    for (const [topic, list] of perDay) list.push(mastered.get(topic) ?? 0);
  }
  return {
    days,
    topics: blueprint.topics.map((t) => {
      const count = questions.filter((q) => q.topic === t.id).length;
      const list = perDay.get(t.id) ?? [];
      return {
        topic: t.id,
        title: t.title,
        questions: count,
        mastered: list,
        percent: list.map((m) => (count ? Math.round((100 * m) / count) : 0)),
      };
    }),
  };
}

export interface DueSeries {
  days: number[];
  /** Reviews falling due each day; the first day also holds everything overdue. */
  due: number[];
}

/** Reviews due on each of the next `count` days, as the review page schedules them (FSRS replayed). */
export function reviewsDue(
  questionIds: readonly string[],
  attempts: Record<string, Attempt[]>,
  now: number,
  count = 14,
): DueSeries {
  const today = startOfDay(now);
  return {
    days: Array.from({ length: count }, (_, i) => addDays(today, i)),
    due: dueByDay(questionIds, attempts, now, count),
  };
}

export interface ExamPoint {
  at: number;
  correct: number;
  total: number;
  /** Score as a percentage, one decimal. */
  percent: number;
  passed: boolean | null;
}

/** Each finished exam's score, oldest first, judged against the pass line when there is one. */
export function examScores(history: readonly ExamRecord[], passPercent?: number): ExamPoint[] {
  return [...history]
    .sort((a, b) => a.finishedAt - b.finishedAt)
    .map((r) => {
      const percent = r.total ? Math.round((1000 * r.correct) / r.total) / 10 : 0;
      return {
        at: r.finishedAt,
        correct: r.correct,
        total: r.total,
        percent,
        passed: passPercent === undefined ? null : percent >= passPercent,
      };
    });
}

export interface StudyDay {
  day: number;
  answers: number;
}

/**
 * Answers per day over the last `weeks` whole weeks, Monday first, ending with the week of `now` (days after
 * today are left out): what the calendar of days studied draws.
 */
export function studyCalendar(attempts: Record<string, Attempt[]>, now: number, weeks = 10): StudyDay[] {
  const today = startOfDay(now);
  const weekday = (new Date(today).getDay() + 6) % 7;
  const first = addDays(today, -weekday - 7 * (weeks - 1));
  const days = daysBetween(first, today);
  const index = new Map(days.map((d, i) => [d, i]));
  const counts = days.map(() => 0);
  for (const list of Object.values(attempts))
    for (const a of list) {
      const i = index.get(startOfDay(a.at));
      if (i !== undefined) counts[i] += 1;
    }
  return days.map((day, i) => ({ day, answers: counts[i] }));
}

/** Whole days from `from` to `to` (both local midnights), for labels. */
export const dayDiff = (from: number, to: number): number => Math.round((to - from) / DAY_MS);
