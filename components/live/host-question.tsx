import type { PublicQuestion } from '@/lib/live/contract';
import { InlineCode } from '@/components/quiz/inline-code';
import { typeLabels } from '@/components/quiz/type-labels';

/**
 * The question as the room sees it on the projector: large type, numbered options (the number keys learners
 * press), no hint of the right answer. Self-contained on purpose, so it can later merge with presenter mode's
 * question slide.
 */
export function HostQuestion({ question, position }: { question: PublicQuestion; position: string }) {
  return (
    <div className="live-slide">
      <p className="live-slide__meta">
        {position} · {question.predict ? 'predict, then run the lab' : typeLabels[question.type]}
        {question.type === 'multi' && question.select ? ` · pick ${question.select}` : ''}
      </p>
      <h2 className="live-slide__prompt" tabIndex={-1}>
        <InlineCode text={question.prompt} />
      </h2>
      {question.payload ? <pre className="live-slide__payload">{question.payload}</pre> : null}
      {question.type === 'short' ? (
        <p className="live-slide__note">Learners type a short answer.</p>
      ) : (
        <ol
          className={
            question.type === 'order' ? 'live-slide__options live-slide__options--order' : 'live-slide__options'
          }
        >
          {(question.options ?? []).map((o, i) => (
            <li key={o.id}>
              <span className="live-slide__key" aria-hidden="true">
                {question.type === 'order' ? '•' : i + 1}
              </span>
              <span>
                {question.type === 'hotspot' ? <code>{o.id}</code> : null} <InlineCode text={o.text} />
              </span>
            </li>
          ))}
        </ol>
      )}
      {question.type === 'order' ? <p className="live-slide__note">Learners put these in order.</p> : null}
    </div>
  );
}
