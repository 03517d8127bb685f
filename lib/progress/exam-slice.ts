import type { StateCreator } from 'zustand';
import type { Answer } from '../quiz/grade';
import type { TopicScore } from '../quiz/exam';
import type { ProgressStore } from './store';

export type ExamTiming = 'standard' | 'extra-50' | 'double' | 'untimed';

/** An exam in progress. Saved on every change, so a reload or a closed tab resumes it where it was. */
export interface ExamSession {
  id: string;
  questionIds: string[];
  answers: Record<string, Answer>;
  flagged: string[];
  current: number;
  phase: 'answering' | 'review';
  startedAt: number;
  timing: ExamTiming;
  /** null: no time limit (chosen, or switched off during the exam). */
  limitMs: number | null;
  showTimer: boolean;
}

/** A finished exam: the score, and every answer for review. */
export interface ExamRecord {
  id: string;
  finishedAt: number;
  correct: number;
  total: number;
  byTopic: TopicScore[];
  questionIds: string[];
  answers: Record<string, Answer>;
  /** Ended by the clock rather than by the learner. */
  timedOut: boolean;
}

export interface ExamSlice {
  exam: ExamSession | null;
  examHistory: ExamRecord[];
  startExam: (exam: Omit<ExamSession, 'answers' | 'flagged' | 'current' | 'phase'>) => void;
  answerExam: (questionId: string, answer: Answer) => void;
  toggleFlag: (questionId: string) => void;
  goToQuestion: (index: number) => void;
  setExamPhase: (phase: ExamSession['phase']) => void;
  /** More time (or none): WCAG 2.2.1 lets the learner extend or switch off a time limit. */
  extendExam: (ms: number | null) => void;
  finishExam: (record: ExamRecord) => void;
}

export const createExamSlice: StateCreator<ProgressStore, [], [], ExamSlice> = (set) => {
  const update = (change: (e: ExamSession) => Partial<ExamSession>) =>
    set((s) => (s.exam ? { exam: { ...s.exam, ...change(s.exam) } } : s));
  return {
    exam: null,
    examHistory: [],
    startExam: (exam) => set({ exam: { ...exam, answers: {}, flagged: [], current: 0, phase: 'answering' } }),
    answerExam: (id, answer) => update((e) => ({ answers: { ...e.answers, [id]: answer } })),
    toggleFlag: (id) =>
      update((e) => ({ flagged: e.flagged.includes(id) ? e.flagged.filter((f) => f !== id) : [...e.flagged, id] })),
    goToQuestion: (index) => update((e) => ({ current: Math.max(0, Math.min(index, e.questionIds.length - 1)) })),
    setExamPhase: (phase) => update(() => ({ phase })),
    extendExam: (ms) => update((e) => ({ limitMs: ms === null || e.limitMs === null ? null : e.limitMs + ms })),
    finishExam: (record) =>
      set((s) => ({
        exam: null,
        examHistory: s.examHistory.some((r) => r.id === record.id) ? s.examHistory : [...s.examHistory, record],
      })),
  };
};

/** Both copies' finished exams, each once, oldest first. */
export function mergeExamHistory(a: ExamRecord[], b: ExamRecord[]): ExamRecord[] {
  const byId = new Map([...a, ...b].map((r) => [r.id, r]));
  return [...byId.values()].sort((x, y) => x.finishedAt - y.finishedAt);
}
