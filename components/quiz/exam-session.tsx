'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useProgress, useProgressHydrated } from '@/components/progress/use-progress';
import type { ExamRecord, ExamTiming } from '@/lib/progress/exam-slice';
import type { Blueprint } from '@/lib/quiz/blueprint';
import { drawExam, examEligible, scoreExam } from '@/lib/quiz/exam';
import type { Question } from '@/lib/quiz/schema';
import { ExamResult } from './exam-result';
import { ExamTimer, remainingMs } from './exam-timer';
import { QuestionCard } from './question-card';
import { BankNotReady } from './bank-not-ready';
import { useBank } from './use-bank';

const timings: { id: ExamTiming; label: string; factor: number | null }[] = [
  { id: 'standard', label: 'Standard time', factor: 1 },
  { id: 'extra-50', label: '1.5× time', factor: 1.5 },
  { id: 'double', label: '2× time', factor: 2 },
  { id: 'untimed', label: 'No time limit', factor: null },
];

/**
 * Exam simulation: questions drawn by the blueprint's topic weights, no feedback until the end, flags and a
 * review screen, a clock that can be extended or switched off, and everything saved as it happens.
 */
export function ExamSession({ blueprint }: { blueprint: Blueprint }) {
  const bank = useBank();
  const hydrated = useProgressHydrated();
  const exam = useProgress((s) => s.exam);
  const history = useProgress((s) => s.examHistory);
  const actions = useProgress((s) => s);
  const [shownResult, setShownResult] = useState<string | null>(null);

  const questions = useMemo(() => (bank.status === 'ready' ? bank.questions : []), [bank]);
  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);
  const examQuestions = useMemo(() => (exam ? exam.questionIds.flatMap((id) => byId.get(id) ?? []) : []), [exam, byId]);

  const submit = useCallback(
    (timedOut: boolean) => {
      if (!exam || examQuestions.length === 0) return;
      const score = scoreExam(examQuestions, exam.answers);
      const record: ExamRecord = {
        id: exam.id,
        finishedAt: Date.now(),
        correct: score.correct,
        total: score.total,
        byTopic: score.byTopic,
        questionIds: exam.questionIds,
        answers: exam.answers,
        timedOut,
      };
      // The record and every answer as exam attempts: one update, so one save rather than one per question.
      actions.finishExam(record, score.results);
      setShownResult(record.id);
    },
    [exam, examQuestions, actions],
  );

  if (bank.status !== 'ready' || !hydrated) return <BankNotReady bank={bank} />;

  const result = history.find((r) => r.id === shownResult);
  if (result) return <ExamResult record={result} questions={byId} onNew={() => setShownResult(null)} />;

  if (!exam)
    return (
      <ExamSetup
        blueprint={blueprint}
        available={questions.filter(examEligible).length}
        history={history}
        onShow={setShownResult}
        onStart={(count, timing, showTimer) => {
          const factor = timings.find((t) => t.id === timing)!.factor;
          const minutes = (blueprint.exam.minutes * count) / blueprint.exam.questions;
          const id = `exam-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
          actions.startExam({
            id,
            questionIds: drawExam(questions, blueprint, count, id),
            startedAt: Date.now(),
            timing,
            limitMs: factor === null ? null : Math.round(minutes * factor * 60_000),
            showTimer,
          });
        }}
      />
    );

  return <ExamInProgress questions={examQuestions} onSubmit={submit} />;
}

function ExamSetup({
  blueprint,
  available,
  history,
  onStart,
  onShow,
}: {
  blueprint: Blueprint;
  available: number;
  history: ExamRecord[];
  onStart: (count: number, timing: ExamTiming, showTimer: boolean) => void;
  onShow: (id: string) => void;
}) {
  const [count, setCount] = useState(String(Math.min(blueprint.exam.questions, available)));
  const [timing, setTiming] = useState<ExamTiming>('standard');
  const [showTimer, setShowTimer] = useState(true);
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= 1 && n <= available;
  const minutes = (blueprint.exam.minutes * (valid ? n : blueprint.exam.questions)) / blueprint.exam.questions;
  return (
    <>
      <h1>Exam simulation</h1>
      <p className="lead">
        Questions are drawn by the topic weights in the blueprint. No feedback until you submit; flag questions to come
        back to them. Your exam is saved as you go: a reload or a closed tab picks it up again.
      </p>
      <form
        className="exam-setup"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onStart(n, timing, showTimer);
        }}
      >
        <label className="exam-setup__field">
          <span>Questions (1–{available})</span>
          <input
            className="field-control"
            type="number"
            min={1}
            max={available}
            value={count}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : 'exam-count-error'}
            onChange={(e) => setCount(e.target.value)}
          />
        </label>
        {valid ? null : (
          <p id="exam-count-error" role="alert" className="exam-setup__error">
            ✗ Enter a whole number from 1 to {available}.
          </p>
        )}
        <fieldset className="exam-setup__field">
          <legend>Time</legend>
          {timings.map((t) => (
            <label key={t.id} className="exam-setup__choice">
              <input type="radio" name="timing" checked={timing === t.id} onChange={() => setTiming(t.id)} />
              {t.label}
              {t.factor === null ? '' : ` (${Math.round(minutes * t.factor)} min)`}
            </label>
          ))}
        </fieldset>
        <label className="exam-setup__choice">
          <input type="checkbox" checked={showTimer} onChange={(e) => setShowTimer(e.target.checked)} />
          Show the clock while I answer
        </label>
        <button type="submit" className="button button--primary" disabled={!valid}>
          Start the exam
        </button>
      </form>
      {history.length ? (
        <section aria-labelledby="exam-history">
          <h2 id="exam-history">Earlier exams</h2>
          <ul>
            {[...history].reverse().map((r) => (
              <li key={r.id}>
                {new Date(r.finishedAt).toLocaleString()}: {r.correct} of {r.total} (
                {Math.round((100 * r.correct) / r.total)} %){' '}
                <button type="button" className="button" onClick={() => onShow(r.id)}>
                  Review<span className="visually-hidden"> the exam of {new Date(r.finishedAt).toLocaleString()}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function ExamInProgress({ questions, onSubmit }: { questions: Question[]; onSubmit: (timedOut: boolean) => void }) {
  const exam = useProgress((s) => s.exam)!;
  const { answerExam, toggleFlag, goToQuestion, setExamPhase, extendExam } = useProgress((s) => s);
  const current = questions[exam.current];
  const flagged = (id: string) => exam.flagged.includes(id);

  // The clock runs while the tab is closed too: back after the end, the exam submits at once.
  useEffect(() => {
    if (exam.limitMs === null) return;
    const tick = () => {
      if (remainingMs(exam, Date.now()) <= 0) onSubmit(true);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [exam, onSubmit]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || exam.phase !== 'answering' || !current) return;
      if (e.target instanceof HTMLInputElement && e.target.type === 'text') return;
      if (e.key === 'f' || e.key === 'F') toggleFlag(current.id);
      else if (e.key === 'n' || e.key === 'N') goToQuestion(exam.current + 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [exam, current, toggleFlag, goToQuestion]);

  if (!current) return <p role="alert">The questions of this exam are no longer in the bank.</p>;

  return (
    <>
      <header className="exam-bar">
        <h1>Exam simulation</h1>
        <ExamTimer exam={exam} onExtend={extendExam} />
      </header>
      <nav aria-label="Questions" className="exam-nav">
        <ol>
          {questions.map((q, i) => {
            const state = [q.id in exam.answers ? 'answered' : 'not answered', flagged(q.id) ? 'flagged' : ''].filter(
              Boolean,
            );
            return (
              <li key={q.id}>
                <button
                  type="button"
                  className={`exam-nav__item${i === exam.current ? ' exam-nav__item--current' : ''}`}
                  aria-current={i === exam.current && exam.phase === 'answering' ? 'step' : undefined}
                  onClick={() => {
                    goToQuestion(i);
                    setExamPhase('answering');
                  }}
                >
                  {i + 1}
                  {flagged(q.id) ? ' ⚑' : ''}
                  {q.id in exam.answers ? ' ✓' : ''}
                  <span className="visually-hidden"> ({state.join(', ')})</span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      {exam.phase === 'review' ? (
        <ExamReview questions={questions} onSubmit={() => onSubmit(false)} />
      ) : (
        <QuestionCard
          key={current.id}
          question={current}
          mode="exam"
          position={{ index: exam.current, total: questions.length }}
          controlled={{ answer: exam.answers[current.id], onChange: (a) => answerExam(current.id, a) }}
          actions={
            <>
              <button
                type="button"
                className="button"
                onClick={() => toggleFlag(current.id)}
                aria-pressed={flagged(current.id)}
              >
                {flagged(current.id) ? '⚑ Flagged' : 'Flag for review'}
              </button>
              <button
                type="button"
                className="button"
                disabled={exam.current === 0}
                onClick={() => goToQuestion(exam.current - 1)}
              >
                Previous
              </button>
              {exam.current + 1 < questions.length ? (
                <button type="button" className="button" onClick={() => goToQuestion(exam.current + 1)}>
                  Next
                </button>
              ) : null}
              <button type="button" className="button button--primary" onClick={() => setExamPhase('review')}>
                Review answers
              </button>
            </>
          }
        />
      )}
      <p className="quiz-progress">Keys: 1–9 pick · F flags · N next.</p>
    </>
  );
}

function ExamReview({ questions, onSubmit }: { questions: Question[]; onSubmit: () => void }) {
  const exam = useProgress((s) => s.exam)!;
  const { goToQuestion, setExamPhase } = useProgress((s) => s);
  const unanswered = questions.filter((q) => !(q.id in exam.answers)).length;
  return (
    <section aria-labelledby="exam-review" className="exam-review">
      <h2 id="exam-review">Review before you submit</h2>
      <p>
        {questions.length - unanswered} of {questions.length} answered
        {unanswered ? `; ${unanswered} not answered (they count as wrong)` : ''}; {exam.flagged.length} flagged.
      </p>
      <ol className="exam-review__list">
        {questions.map((q, i) => (
          <li key={q.id}>
            <button
              type="button"
              className="button"
              onClick={() => {
                goToQuestion(i);
                setExamPhase('answering');
              }}
            >
              Question {i + 1}
            </button>{' '}
            {q.id in exam.answers ? 'answered' : 'not answered'}
            {exam.flagged.includes(q.id) ? ' · ⚑ flagged' : ''}
          </li>
        ))}
      </ol>
      <div className="quiz-q__actions">
        <button type="button" className="button" onClick={() => setExamPhase('answering')}>
          Back to the questions
        </button>
        <button type="button" className="button button--primary" onClick={onSubmit}>
          Submit the exam
        </button>
      </div>
    </section>
  );
}
