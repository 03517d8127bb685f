import type { StateCreator } from 'zustand';
import type { Attempt, ProgressStore, QuizSlice } from './types';

export type { Attempt, AttemptMode, NewAttempt, QuizSlice } from './types';

/** Unique enough per attempt: time plus randomness, so two tabs' ids never meet. */
export const attemptId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export const createQuizSlice: StateCreator<ProgressStore, [], [], QuizSlice> = (set) => ({
  attempts: {},
  recordAttempt: (questionId, { at = Date.now(), ...rest }) =>
    set((s) => ({
      attempts: { ...s.attempts, [questionId]: [...(s.attempts[questionId] ?? []), { id: attemptId(), at, ...rest }] },
    })),
  addAttempts: (list) =>
    set((s) => {
      const attempts = { ...s.attempts };
      let added = false;
      for (const { questionId, attempt } of list) {
        const mine = attempts[questionId] ?? [];
        if (mine.some((a) => a.id === attempt.id)) continue;
        attempts[questionId] = [...mine, attempt].sort((x, y) => x.at - y.at);
        added = true;
      }
      return added ? { attempts } : s;
    }),
});

type AttemptsByQuestion = Record<string, Attempt[]>;

/**
 * Both copies' attempts, each once, in time order. When `b` already holds every attempt of `a`, each list in
 * order, `b` itself is the answer: a save merges the store's progress (`b`) with what it last wrote (`a`), and
 * that is the usual case, so a save after an answer copies nothing.
 */
export function mergeAttempts(a: AttemptsByQuestion, b: AttemptsByQuestion): AttemptsByQuestion {
  if (holdsAll(b, a)) return b;
  const out: AttemptsByQuestion = {};
  for (const id of new Set([...Object.keys(a), ...Object.keys(b)])) out[id] = mergeAttemptList(own(a, id), own(b, id));
  return out;
}

/** One question's attempts from both copies, each once, in time order; either list itself when it holds both. */
export function mergeAttemptList(a: Attempt[] = [], b: Attempt[] = []): Attempt[] {
  if (ordered(b) && covers(b, a)) return b;
  if (ordered(a) && covers(a, b)) return a;
  const byId = new Map([...a, ...b].map((x) => [x.id, x]));
  return [...byId.values()].sort((x, y) => x.at - y.at);
}

/** A question's list, if the record has one of its own ("constructor" is an id the schema lets through). */
export const own = (attempts: AttemptsByQuestion, id: string) =>
  Object.hasOwn(attempts, id) ? attempts[id] : undefined;

function holdsAll(b: AttemptsByQuestion, a: AttemptsByQuestion): boolean {
  for (const id of Object.keys(b)) if (!ordered(b[id])) return false;
  for (const id of Object.keys(a)) {
    const theirs = own(b, id);
    if (!theirs || !covers(theirs, a[id])) return false;
  }
  return true;
}

// Lists are short (a few attempts per question): loops, not a Set per list, unless one is long.
const SHORT = 16;

/** In time order, each attempt once. */
function ordered(list: Attempt[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i].at < list[i - 1].at) return false;
  if (list.length > SHORT) return new Set(list.map((x) => x.id)).size === list.length;
  for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (list[i].id === list[j].id) return false;
  return true;
}

/** Every attempt of `some` is in `all` (by id). */
function covers(all: Attempt[], some: Attempt[]): boolean {
  if (all === some || some.length === 0) return true;
  if (some.length > all.length) return false;
  if (all.length > SHORT) {
    const ids = new Set(all.map((x) => x.id));
    return some.every((x) => ids.has(x.id));
  }
  return some.every((x) => all.some((y) => y.id === x.id));
}
