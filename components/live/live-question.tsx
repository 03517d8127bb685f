'use client';

import { useId, useRef, useState } from 'react';
import type { AnswerResponse, PublicQuestion } from '@/lib/live/contract';
import { AnswerFields } from '@/components/quiz/answer-fields';
import { useAnswerKeys } from './use-answer-keys';

/**
 * The learner's answer to the open question, for every type a class can ask: number keys pick an option on a
 * laptop, Enter sends. The options come from the server in the order everyone sees (an order question's in its
 * shuffled start order), without correct flags.
 */
export function LiveQuestion({
  question,
  index,
  total,
  given,
  locked,
  onSubmit,
}: {
  question: PublicQuestion;
  /** "Question 3 of 10". */
  index: number;
  total: number;
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
      <AnswerFields
        uid={uid}
        question={question}
        index={index}
        total={total}
        options={options}
        answer={answer ?? undefined}
        givenOrder={answer && 'order' in answer ? answer.order : options.map((o) => o.id)}
        round={0}
        disabled={locked}
        chosen={chosen}
        pick={pick}
        setAnswer={setAnswer}
        maxLength={500}
      />
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
