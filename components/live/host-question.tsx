import type { PublicQuestion } from '@/lib/live/contract';
import { QuestionView } from '@/components/present/question-view';
import { typeLabels } from '@/components/quiz/type-labels';

const notes: Partial<Record<PublicQuestion['type'], string>> = {
  short: 'Learners type a short answer.',
  order: 'Learners put these in order.',
};

/**
 * The question as the room sees it on the projector: presenter mode's question view, its options numbered
 * (the number keys learners press), no hint of the right answer: the reveal panel below shows that.
 */
export function HostQuestion({ question, position }: { question: PublicQuestion; position: string }) {
  const kind = question.predict ? 'predict, then run the lab' : typeLabels[question.type];
  const pick = question.type === 'multi' && question.select ? ` · pick ${question.select}` : '';
  return (
    <div className="live-slide">
      <QuestionView
        kind={question.type}
        meta={`${position} · ${kind}${pick}`}
        prompt={question.prompt}
        options={(question.options ?? []).map((o) => ({
          id: o.id,
          text: o.text,
          ...(question.type === 'hotspot' ? { pointer: o.id } : {}),
        }))}
        marker="number"
        payload={question.payload}
        note={notes[question.type]}
        revealed={false}
        focusablePrompt
      />
    </div>
  );
}
