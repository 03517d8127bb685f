import { describe, expect, it } from 'vitest';
import { scoreExam } from '../quiz/exam';
import type { Question } from '../quiz/schema';
import { memoryStorage } from './memory-storage';
import { createProgressStore, PROGRESS_KEY, type PersistedProgress } from './store';

const question = (i: number): Question =>
  ({
    id: `paging.q${i}`,
    topic: i % 2 ? 'paging' : 'errors',
    type: 'single',
    difficulty: 1,
    claims: ['a.b'],
    spec: [{ doc: 'd', section: 's' }],
    prompt: 'A question?',
    lesson: 'l',
    section: { heading: 'h', anchor: 'h' },
    source: 'x:1',
    options: [
      { id: 'a', text: 'A', correct: true, explanation: 'right' },
      { id: 'b', text: 'B', correct: false, explanation: 'wrong' },
    ],
  }) as Question;

describe('submitting an exam', () => {
  it('records a 30-question exam and its 30 answers in one write to storage', async () => {
    const mem = memoryStorage();
    const store = createProgressStore(mem.storage);
    await store.persist.rehydrate();
    const questions = Array.from({ length: 30 }, (_, i) => question(i));
    const s = store.getState();
    s.startExam({
      id: 'exam-1',
      questionIds: questions.map((q) => q.id),
      startedAt: 1,
      timing: 'untimed',
      limitMs: null,
      showTimer: false,
    });
    questions.forEach((q, i) => s.answerExam(q.id, { choice: i % 3 ? 'a' : 'b' }));

    // As components/quiz/exam-session.tsx submits: score, then one store action.
    const before = mem.writes.length;
    const exam = store.getState().exam!;
    const score = scoreExam(questions, exam.answers);
    const record = {
      id: exam.id,
      finishedAt: 2,
      correct: score.correct,
      total: score.total,
      byTopic: score.byTopic,
      questionIds: exam.questionIds,
      answers: exam.answers,
      timedOut: false,
    };
    store.getState().finishExam(record, score.results);
    expect(mem.writes.slice(before)).toEqual([PROGRESS_KEY]);

    const saved = (JSON.parse(mem.data.get(PROGRESS_KEY)!) as { state: PersistedProgress }).state;
    expect(saved.exam).toBeNull();
    expect(saved.examHistory.map((r) => r.id)).toEqual(['exam-1']);
    expect(Object.keys(saved.attempts)).toHaveLength(30);
    expect(
      Object.values(saved.attempts)
        .flat()
        .filter((a) => a.correct),
    ).toHaveLength(20);
    expect(Object.values(saved.attempts).every((a) => a.length === 1 && a[0].mode === 'exam')).toBe(true);

    // Submitting again (the clock ran out as the learner pressed Submit) adds no second set of answers.
    store.getState().finishExam(record, score.results);
    expect(Object.values(store.getState().attempts).every((a) => a.length === 1)).toBe(true);
  });
});
