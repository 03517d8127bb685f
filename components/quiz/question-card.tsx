'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useRecordAttempt } from '@/components/progress/use-progress';
import { afterNextPaint } from '@/lib/progress/deferred-writes';
import type { AttemptMode } from '@/lib/progress/quiz-slice';
import { defaultAnswer, isComplete, isCorrect, type Answer } from '@/lib/quiz/grade';
import type { Question } from '@/lib/quiz/schema';
import { seededShuffle } from '@/lib/quiz/shuffle';
import { AnswerFields, type Option } from './answer-fields';
import { Explanations } from './explanations';
import { LabTask } from './lab-task';
import './quiz.css';

interface Props {
  question: Question;
  /** Where the answer is recorded from; feedback is shown at once in every mode but the exam. */
  mode?: AttemptMode;
  /** "Question 3 of 10", when the card is part of a set. */
  position?: { index: number; total: number };
  onAnswered?: (correct: boolean) => void;
  /** Exam mode: the answer lives outside (saved with the exam); no check, no feedback until the exam ends. */
  controlled?: { answer: Answer | undefined; onChange: (answer: Answer) => void };
  /** Extra actions beside "Check answer" (a set's "Next question"). */
  actions?: ReactNode;
}

/**
 * One question, answerable by mouse, touch or keyboard alone: number keys pick an option, Enter checks. The
 * verdict is announced in a live region and written in words with its own symbol, never shown by colour alone.
 */
export function QuestionCard({ question, mode = 'lesson', position, onAnswered, actions, controlled }: Props) {
  const uid = useId();
  const recordAttempt = useRecordAttempt();
  const [local, setLocal] = useState<Answer | undefined>();
  const given = controlled ? controlled.answer : local;
  const onChangeAnswer = controlled?.onChange;
  const setAnswer = useCallback(
    (a: Answer | undefined) => (onChangeAnswer ? a && onChangeAnswer(a) : setLocal(a)),
    [onChangeAnswer],
  );
  const exam = mode === 'exam';
  const [verdict, setVerdict] = useState<boolean | null>(null);
  // The verdict alone is painted first. Just after that paint the card settles: the inputs are disabled, "Try
  // again" replaces "Check answer" and the explanations appear (issue 23: a phone shows the verdict in a frame).
  const [settled, setSettled] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  // Bumped by "Try again": the inputs start over.
  const [round, setRound] = useState(0);
  const options = useMemo<Option[]>(
    () => ('options' in question ? seededShuffle(question.options as Option[], question.id) : []),
    [question],
  );
  const submitted = verdict !== null;
  const fallback = useMemo(() => defaultAnswer(question), [question]);
  const answer = given ?? fallback;

  const [labWhy, setLabWhy] = useState('');

  // In idle time, the grading and the verdict's words run once on a made-up answer (pure calls: nothing is shown
  // or saved), so a phone's first check does not compile them in the frame that shows its verdict.
  useEffect(() => {
    if (exam) return;
    const warm = () => verdictDetail(question, isCorrect(question, probe));
    if (!('requestIdleCallback' in window)) return void setTimeout(warm, 500);
    const handle = requestIdleCallback(warm, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [question, exam]);

  const settle = () => {
    // Focus moves to the verdict before the inputs it may be on are disabled: left on a disabled option, the
    // browser would drop it to the top of the page.
    if (statusRef.current?.parentElement?.contains(document.activeElement))
      statusRef.current.focus({ preventScroll: true });
    setSettled(true);
  };

  const submitWith = (given: Answer | undefined, confidence?: 'sure' | 'unsure') => {
    if (submitted || !isComplete(question, given)) return;
    const correct = isCorrect(question, given!);
    setVerdict(correct);
    afterNextPaint(settle);
    recordAttempt(question.id, { correct, mode, ...(confidence ? { confidence } : {}) });
    onAnswered?.(correct);
  };
  // In review, checking says how sure the learner was: Enter (or the first button) means sure.
  const submit = () => submitWith(answer, mode === 'review' ? 'sure' : undefined);

  const retry = () => {
    setVerdict(null);
    setSettled(false);
    setAnswer(undefined);
    setRound((n) => n + 1);
  };

  // `pick` and `chosen` stay the same function while the answer does, so checking re-renders none of the
  // answer's fields (AnswerFields is memoized; the number keys check the submitted guard themselves).
  const multi = question.type === 'multi';
  const pick = useCallback(
    (id: string) => {
      const picked = answer && 'choices' in answer ? answer.choices : [];
      const next = multi
        ? { choices: picked.includes(id) ? picked.filter((c) => c !== id) : [...picked, id] }
        : { choice: id };
      if (onChangeAnswer) onChangeAnswer(next);
      else setLocal(next);
    },
    [answer, multi, onChangeAnswer],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const typing = e.target instanceof HTMLInputElement && e.target.type === 'text';
    if (!typing && /^[1-9]$/.test(e.key) && options.length && question.type !== 'order') {
      const option = options[Number(e.key) - 1];
      if (option) {
        e.preventDefault();
        if (!submitted) pick(option.id);
      }
    } else if (e.key === 'Enter' && !exam && !(e.target instanceof HTMLButtonElement)) {
      e.preventDefault();
      submit();
    }
  };

  const chosen = useCallback(
    (id: string) =>
      !!answer &&
      (('choice' in answer && answer.choice === id) || ('choices' in answer && answer.choices.includes(id))),
    [answer],
  );

  return (
    <section className="quiz-q" aria-labelledby={`${uid}-legend`}>
      <form
        className="quiz-q__form"
        aria-label="Answer"
        onKeyDown={onKeyDown}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <AnswerFields
          uid={uid}
          question={question}
          index={position?.index}
          total={position?.total}
          options={options}
          answer={answer}
          givenOrder={given && 'order' in given ? given.order : undefined}
          round={round}
          disabled={settled}
          chosen={chosen}
          pick={pick}
          setAnswer={setAnswer}
        />

        <div className="quiz-q__actions">
          {exam || (question.type === 'lab' && !settled) ? null : !settled ? (
            <>
              <button type="submit" className="button button--primary" disabled={!isComplete(question, answer)}>
                {mode === 'review' ? 'Check — I am sure' : 'Check answer'}
              </button>
              {mode === 'review' ? (
                <button
                  type="button"
                  className="button"
                  disabled={!isComplete(question, answer)}
                  onClick={() => submitWith(answer, 'unsure')}
                >
                  Check — I am unsure
                </button>
              ) : null}
            </>
          ) : (
            <button type="button" className="button" onClick={retry}>
              Try again
            </button>
          )}
          {actions}
        </div>
      </form>

      {question.type === 'lab' ? (
        <LabTask
          task={question.task}
          preset={question.preset}
          disabled={submitted}
          onVerdict={(v) => {
            setLabWhy(v.why);
            submitWith({ labDone: v.done });
          }}
        />
      ) : null}
      <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" className="quiz-q__status">
        {submitted ? (
          <p className={`quiz-q__verdict quiz-q__verdict--${verdict ? 'right' : 'wrong'}`}>
            <span aria-hidden="true">{verdict ? '✓ ' : '✗ '}</span>
            {verdict ? 'Correct.' : 'Not quite.'} {verdictDetail(question, verdict)}
          </p>
        ) : null}
        {submitted && question.type === 'lab' ? (
          <p className="quiz-q__lab-why">
            <strong>The trace:</strong> {labWhy}
          </p>
        ) : null}
      </div>

      {settled ? <Explanations question={question} options={options} chosen={chosen} /> : null}
    </section>
  );
}

function verdictDetail(question: Question, correct: boolean): string {
  if (question.type === 'short') return correct ? '' : `Accepted: ${question.answers.join(' or ')}.`;
  if (question.type === 'order') return correct ? '' : 'The right order is shown below.';
  if (question.type === 'lab')
    return correct ? 'The lab trace shows it done.' : 'The lab trace does not show it done yet.';
  return correct ? '' : 'The right answer is marked below.';
}

/** Of every answer type's shape at once: any question's grading runs on it. */
const probe: Answer = { choice: '', choices: [], order: [], text: '', labDone: false };
