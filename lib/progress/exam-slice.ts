import type { StateCreator } from 'zustand';
import { attemptId } from './quiz-slice';
import type { ExamRecord, ExamSession, ExamSlice, ProgressStore } from './types';

export type { ExamRecord, ExamSession, ExamSlice, ExamTiming } from './types';

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
    finishExam: (record, results) =>
      set((s) => {
        if (s.examHistory.some((r) => r.id === record.id)) return { exam: null };
        const attempts = { ...s.attempts };
        for (const { id, correct } of results)
          attempts[id] = [...(attempts[id] ?? []), { id: attemptId(), at: record.finishedAt, correct, mode: 'exam' }];
        return { exam: null, examHistory: [...s.examHistory, record], attempts };
      }),
  };
};

/** Both copies' finished exams, each once, oldest first. */
export function mergeExamHistory(a: ExamRecord[], b: ExamRecord[]): ExamRecord[] {
  const byId = new Map([...a, ...b].map((r) => [r.id, r]));
  return [...byId.values()].sort((x, y) => x.finishedAt - y.finishedAt);
}
