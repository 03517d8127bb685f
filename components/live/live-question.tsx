'use client';

import { useId, useRef, useState } from 'react';
import type { AnswerResponse, PublicQuestion } from '@/lib/live/contract';
import { ChoiceOptions } from '@/components/quiz/choice-options';
import { InlineCode } from '@/components/quiz/inline-code';
import { OrderList } from '@/components/quiz/order-list';
import { typeLabels } from '@/components/quiz/type-labels';
import { useAnswerKeys } from './use-answer-keys';

/**
 * The learner's answer to the open question, for every type a class can ask: number keys pick an option on a
 * laptop, Enter sends. The options come from the server in the order everyone sees (an order question's in its
 * shuffled start order), without correct flags.
 */
export function LiveQuestion({
  question,
  position,
  given,
  locked,
  onSubmit,
}: {
  question: PublicQuestion;
  position: string;
  /** The answer already sent (a reload restores it). */
  given: AnswerResponse | null;
  /** Sent or closed: the answer can no longer change. */
  locked: boolean;
  onSubmit: (response: AnswerResponse) => void;
}) {
  const uid = useId();
  const options = question.options ?? [];
  const [draft, setAnswer] = useState<AnswerResponse | null>(
    () => given ?? (question.type === 'order' ? { order: options.map((o) => o.id) } : null),
  );
  // Once sent, the page shows what was sent (a reload learns it after the first render).
  const answer = locked && given ? given : draft;
  const complete =
    !!answer &&
    ('choices' in answer
      ? answer.choices.length === (question.select ?? answer.choices.length)
      : 'text' in answer
        ? answer.text.trim().length > 0
        : true);

  const pick = (id: string) => {
    if (locked) return;
    if (question.type === 'multi') {
      const now = answer && 'choices' in answer ? answer.choices : [];
      setAnswer({ choices: now.includes(id) ? now.filter((c) => c !== id) : [...now, id] });
    } else setAnswer({ choice: id });
  };
  const chosen = (id: string) =>
    !!answer && (('choice' in answer && answer.choice === id) || ('choices' in answer && answer.choices.includes(id)));
  const submit = () => {
    if (!locked && complete && answer) onSubmit('text' in answer ? { text: answer.text.trim() } : answer);
  };

  const form = useRef<HTMLFormElement>(null);
  useAnswerKeys(form, { optionIds: options.map((o) => o.id), numbered: question.type !== 'order', pick, submit });

  return (
    <form
      ref={form}
      className="quiz-q live-answer"
      aria-labelledby={`${uid}-legend`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset className="quiz-q__fieldset" disabled={locked}>
        <legend id={`${uid}-legend`} className="quiz-q__legend">
          <span className="quiz-q__meta">
            {position} · {typeLabels[question.type]}
          </span>
          <span className="quiz-q__prompt">
            <InlineCode text={question.prompt} />
          </span>
        </legend>
        {question.payload ? (
          <pre className="quiz-q__payload" tabIndex={0} aria-label="The payload">
            {question.payload}
          </pre>
        ) : null}
        {question.type === 'multi' ? (
          <p className="quiz-q__hint">
            Pick {question.select} ({answer && 'choices' in answer ? answer.choices.length : 0} picked).
          </p>
        ) : null}
        {question.type === 'order' ? (
          <OrderList
            items={options}
            correctOrder={options.map((o) => o.id)}
            initial={answer && 'order' in answer ? answer.order : options.map((o) => o.id)}
            onChange={(order) => setAnswer({ order })}
            disabled={locked}
          />
        ) : question.type === 'short' ? (
          <label className="quiz-q__short">
            <span>Your answer</span>
            <input
              className="field-control"
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
              value={answer && 'text' in answer ? answer.text : ''}
              onChange={(e) => setAnswer({ text: e.target.value })}
            />
          </label>
        ) : (
          <ChoiceOptions
            options={options}
            multi={question.type === 'multi'}
            hotspot={question.type === 'hotspot'}
            name={`${uid}-choice`}
            chosen={chosen}
            pick={pick}
          />
        )}
      </fieldset>
      {locked ? null : (
        <div className="quiz-q__actions">
          <button type="submit" className="button button--primary" disabled={!complete}>
            Send answer
          </button>
        </div>
      )}
    </form>
  );
}
