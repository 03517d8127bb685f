import type { StateCreator } from 'zustand';
import type { ProgressStore } from './store';

export type AttemptMode = 'lesson' | 'practice' | 'exam' | 'review';

/** One answer to one question. Attempts are only ever added, so two tabs' attempts can always be merged. */
export interface Attempt {
  /** Unique per attempt: what merging two copies of the progress compares. */
  id: string;
  at: number;
  correct: boolean;
  mode: AttemptMode;
  /** How sure the learner said they were (review mode asks). */
  confidence?: 'unsure' | 'sure';
}

export interface QuizSlice {
  /** Attempts per question id, oldest first. */
  attempts: Record<string, Attempt[]>;
  recordAttempt: (questionId: string, attempt: Omit<Attempt, 'id' | 'at'> & { at?: number }) => void;
}

const attemptId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export const createQuizSlice: StateCreator<ProgressStore, [], [], QuizSlice> = (set) => ({
  attempts: {},
  recordAttempt: (questionId, { at = Date.now(), ...rest }) =>
    set((s) => ({
      attempts: { ...s.attempts, [questionId]: [...(s.attempts[questionId] ?? []), { id: attemptId(), at, ...rest }] },
    })),
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
