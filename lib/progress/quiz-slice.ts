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

/** Both copies' attempts, each once, in time order. */
export function mergeAttempts(a: Record<string, Attempt[]>, b: Record<string, Attempt[]>): Record<string, Attempt[]> {
  const out: Record<string, Attempt[]> = {};
  for (const id of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const byId = new Map([...(a[id] ?? []), ...(b[id] ?? [])].map((x) => [x.id, x]));
    out[id] = [...byId.values()].sort((x, y) => x.at - y.at);
  }
  return out;
}
