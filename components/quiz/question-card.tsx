'use client';

import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useRecordAttempt } from '@/components/progress/use-progress';
import { afterNextPaint } from '@/lib/progress/deferred-writes';
import type { AttemptMode } from '@/lib/progress/quiz-slice';
import { defaultAnswer, isComplete, isCorrect, type Answer } from '@/lib/quiz/grade';
import type { Question } from '@/lib/quiz/schema';
import { seededShuffle } from '@/lib/quiz/shuffle';
import { ChoiceOptions } from './choice-options';
import { InlineCode } from './inline-code';
import { LabTask } from './lab-task';
import { OrderList } from './order-list';
import { typeLabels } from './type-labels';
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

type Option = { id: string; text: string; correct?: boolean; explanation: string };

/**
 * One question, answerable by mouse, touch or keyboard alone: number keys pick an option, Enter checks. The
 * verdict is announced in a live region and written in words with its own symbol, never shown by colour alone.
 */
export function QuestionCard({ question, mode = 'lesson', position, onAnswered, actions, controlled }: Props) {
  const uid = useId();
  const recordAttempt = useRecordAttempt();
  const [local, setLocal] = useState<Answer | undefined>();
  const given = controlled ? controlled.answer : local;
  const setAnswer = (a: Answer | undefined) => (controlled ? a && controlled.onChange(a) : setLocal(a));
  const exam = mode === 'exam';
  const [verdict, setVerdict] = useState<boolean | null>(null);
  // The verdict is painted first; the explanations, most of the update, follow in the next frame.
  const [explained, setExplained] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  // Bumped by "Try again": the inputs start over.
  const [round, setRound] = useState(0);
  const options = useMemo<Option[]>(
    () => ('options' in question ? seededShuffle(question.options as Option[], question.id) : []),
    [question],
  );
  const submitted = verdict !== null;
  const answer = given ?? defaultAnswer(question);

  const [labWhy, setLabWhy] = useState('');

  const submitWith = (given: Answer | undefined, confidence?: 'sure' | 'unsure') => {
    if (submitted || !isComplete(question, given)) return;
    const correct = isCorrect(question, given!);
    // Checking disables the answer's fieldset. Focus moves first to where the verdict appears (the explanations
    // and the next step follow it): had it stayed on a disabled option, the browser would drop it to the top
    // of the page, and work out styles and layout in the middle of the update to do so.
    if (statusRef.current?.parentElement?.contains(document.activeElement))
      statusRef.current.focus({ preventScroll: true });
    setVerdict(correct);
    afterNextPaint(() => setExplained(true));
    recordAttempt(question.id, { correct, mode, ...(confidence ? { confidence } : {}) });
    onAnswered?.(correct);
  };
  // In review, checking says how sure the learner was: Enter (or the first button) means sure.
  const submit = () => submitWith(answer, mode === 'review' ? 'sure' : undefined);

  const retry = () => {
    setVerdict(null);
    setExplained(false);
    setAnswer(undefined);
    setRound((n) => n + 1);
  };

  // `pick` and `chosen` stay the same function while the answer does, so checking re-renders none of the
  // options (ChoiceOptions is memoized; a checked answer's inputs are disabled, the number keys are guarded).
  const multi = question.type === 'multi';
  const onChangeAnswer = controlled?.onChange;
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
        <fieldset className="quiz-q__fieldset" disabled={submitted}>
          <legend id={`${uid}-legend`} className="quiz-q__legend">
            <span className="quiz-q__meta">
              {position ? `Question ${position.index + 1} of ${position.total} · ` : 'Check yourself · '}
              {typeLabels[question.type]}
            </span>
            <span className="quiz-q__prompt">
              <InlineCode text={question.prompt} />
            </span>
          </legend>

          {question.type === 'hotspot' ? (
            <pre className="quiz-q__payload" tabIndex={0} aria-label="The payload">
              {prettyJson(question.payload)}
            </pre>
          ) : null}

          {question.type === 'multi' ? (
            <p className="quiz-q__hint">
              Pick {question.select} ({answer && 'choices' in answer ? answer.choices.length : 0} picked).
            </p>
          ) : null}

          {question.type === 'single' ||
          question.type === 'truefalse' ||
          question.type === 'hotspot' ||
          question.type === 'multi' ? (
            <ChoiceOptions
              options={options}
              multi={question.type === 'multi'}
              hotspot={question.type === 'hotspot'}
              name={`${uid}-choice`}
              chosen={chosen}
              pick={pick}
            />
          ) : null}

          {question.type === 'order' ? (
            <OrderList
              key={round}
              items={options}
              correctOrder={question.options.map((o) => o.id)}
              initial={given && 'order' in given ? given.order : undefined}
              onChange={(order) => setAnswer({ order })}
              disabled={submitted}
            />
          ) : null}

          {question.type === 'short' ? (
            <label className="quiz-q__short">
              <span>Your answer</span>
              <input
                className="field-control"
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={answer && 'text' in answer ? answer.text : ''}
                onChange={(e) => setAnswer({ text: e.target.value })}
              />
            </label>
          ) : null}
        </fieldset>

        <div className="quiz-q__actions">
          {exam || (question.type === 'lab' && !submitted) ? null : !submitted ? (
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

      {submitted && explained ? <Explanations question={question} options={options} chosen={chosen} /> : null}
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

export function Explanations({
  question,
  options,
  chosen,
}: {
  question: Question;
  options: Option[];
  chosen: (id: string) => boolean;
}) {
  const section = (
    <p className="quiz-q__source">
      Taught in <a href={`/lessons/${question.lesson}#${question.section.anchor}`}>{question.section.heading}</a>
    </p>
  );
  if (question.type === 'short' || question.type === 'lab')
    return (
      <div className="quiz-q__explain">
        <p>
          <InlineCode text={question.explanation} />
        </p>
        {section}
      </div>
    );
  const list = question.type === 'order' ? question.options : options;
  return (
    <div className="quiz-q__explain">
      <ol className="quiz-q__explanations">
        {list.map((o, i) => {
          const right = question.type === 'order' || (o as Option).correct === true;
          const mine = question.type !== 'order' && chosen(o.id);
          return (
            <li key={o.id} className={right ? 'quiz-q__why quiz-q__why--right' : 'quiz-q__why'}>
              <p className="quiz-q__why-head">
                {question.type === 'order' ? `${i + 1}. ` : null}
                {right && question.type !== 'order' ? <strong>✓ Correct answer</strong> : null}
                {mine && !right ? <strong>✗ Your answer</strong> : null}
                {mine && right ? <span> · your answer</span> : null}{' '}
                {question.type === 'hotspot' ? <code>{o.id}</code> : null} <InlineCode text={o.text} />
              </p>
              <p>
                <InlineCode text={o.explanation} />
              </p>
            </li>
          );
        })}
      </ol>
      {section}
    </div>
  );
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
