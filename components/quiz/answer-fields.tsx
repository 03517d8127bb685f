import { memo } from 'react';
import type { Answer } from '@/lib/quiz/grade';
import type { Question } from '@/lib/quiz/schema';
import { ChoiceOptions } from './choice-options';
import { InlineCode, prettyJson } from './inline-code';
import { OrderList } from './order-list';
import { typeLabels } from './type-labels';

export type Option = { id: string; text: string; correct?: boolean; explanation: string };

/** What the fields show of a question: a bank question, or a live class's (options without correct flags). */
export interface FieldsQuestion {
  type: Question['type'];
  prompt: string;
  /** A hotspot's JSON. */
  payload?: string;
  /** How many a multi question wants. */
  select?: number;
  /** An order question's, in the right order. */
  options?: { id: string }[];
}

interface Props {
  uid: string;
  question: FieldsQuestion;
  /** "Question 3 of 10" when both are given. */
  index?: number;
  total?: number;
  /** Shuffled once per question (choice and order questions). */
  options: { id: string; text: string }[];
  answer: Answer | undefined;
  /** The order the learner gave before (a resumed exam). */
  givenOrder: string[] | undefined;
  /** Bumped by "Try again": the order list starts over. */
  round: number;
  disabled: boolean;
  chosen: (id: string) => boolean;
  pick: (id: string) => void;
  setAnswer: (answer: { order: string[] } | { text: string }) => void;
  /** The short answer's longest text, when limited. */
  maxLength?: number;
}

/**
 * The question and its inputs, for every type a learner answers: the quiz's card and a live class's learner
 * screen (components/live/live-question.tsx) show the same fields; number keys and Enter belong to the caller's
 * form. Memoized, with props that keep their identity while the answer does: the verdict's
 * update renders none of it again (the inputs are disabled in the update after the verdict paints).
 */
export const AnswerFields = memo(function AnswerFields(props: Props) {
  const { uid, question, index, total, options, answer, disabled } = props;
  return (
    <fieldset className="quiz-q__fieldset" disabled={disabled}>
      <legend id={`${uid}-legend`} className="quiz-q__legend">
        <span className="quiz-q__meta">
          {index !== undefined && total !== undefined ? `Question ${index + 1} of ${total} · ` : 'Check yourself · '}
          {typeLabels[question.type]}
        </span>
        <span className="quiz-q__prompt">
          <InlineCode text={question.prompt} />
        </span>
      </legend>

      {question.type === 'hotspot' && question.payload ? (
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
          chosen={props.chosen}
          pick={props.pick}
        />
      ) : null}

      {question.type === 'order' ? (
        <OrderList
          key={props.round}
          items={options}
          correctOrder={(question.options ?? []).map((o) => o.id)}
          initial={props.givenOrder}
          onChange={(order) => props.setAnswer({ order })}
          disabled={disabled}
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
            maxLength={props.maxLength}
            value={answer && 'text' in answer ? answer.text : ''}
            onChange={(e) => props.setAnswer({ text: e.target.value })}
          />
        </label>
      ) : null}
    </fieldset>
  );
});
