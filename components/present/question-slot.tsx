'use client';

import type { Question } from '@/lib/quiz/schema';
import { useSlideReveal } from './deck-context';
import { PresentedQuestion } from './presented-question';

/** A question slide in a deck: the presented question plus its Reveal button (R), shared with the other window. */
export function QuestionSlot({
  question,
  position,
}: {
  question: Question;
  position?: { index: number; total: number };
}) {
  const { revealed, setRevealed, seesAnswers } = useSlideReveal();
  return (
    <>
      <PresentedQuestion question={question} revealed={revealed || seesAnswers} position={position} />
      <p className="pq__reveal">
        <button
          type="button"
          className="button button--primary"
          aria-pressed={revealed}
          aria-keyshortcuts="R"
          onClick={() => setRevealed(!revealed)}
        >
          {revealed ? 'Hide the answer' : 'Reveal'} <kbd>R</kbd>
        </button>
        {seesAnswers && !revealed ? <span className="pq__private">The room does not see the answer yet.</span> : null}
      </p>
    </>
  );
}
