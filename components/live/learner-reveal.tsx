import type { AnswerResponse, PublicQuestion, Reveal } from '@/lib/live/contract';
import { InlineCode } from '@/components/quiz/inline-code';

/** After the reveal: right or wrong in words (never by colour alone), the right answer and why. */
export function LearnerReveal({
  question,
  reveal,
  verdict,
  response,
}: {
  question: PublicQuestion;
  reveal: Reveal;
  verdict: boolean | null;
  response: AnswerResponse | null;
}) {
  const text = (id: string) => question.options?.find((o) => o.id === id)?.text ?? id;
  const mine = (id: string) =>
    !!response &&
    (('choice' in response && response.choice === id) || ('choices' in response && response.choices.includes(id)));
  // The right option(s) and the learner's own; an order question's items in the right order, each with its why.
  const shown =
    question.type === 'order'
      ? [...reveal.explanations].sort((a, b) => reveal.correct.indexOf(a.id) - reveal.correct.indexOf(b.id))
      : reveal.explanations.filter((e) => question.type === 'short' || e.correct || mine(e.id));
  return (
    <div className="live-reveal">
      <p
        tabIndex={-1}
        className={`live-verdict live-verdict--${verdict === null ? 'none' : verdict ? 'right' : 'wrong'}`}
      >
        <span aria-hidden="true">{verdict === null ? '– ' : verdict ? '✓ ' : '✗ '}</span>
        {verdict === null ? 'You did not answer this one.' : verdict ? 'Right!' : 'Not this time.'}
      </p>
      {question.type === 'order' ? (
        <p>The right order:</p>
      ) : question.type === 'short' ? (
        <p>
          Accepted: <InlineCode text={reveal.correct.join(' or ')} />
        </p>
      ) : null}
      <ul className="live-explanations">
        {shown.map((e) => (
          <li key={e.id} className={e.correct && question.type !== 'order' ? 'live-why live-why--right' : 'live-why'}>
            {question.type === 'short' ? null : question.type === 'order' ? (
              <p className="live-why__head">
                <strong>{reveal.correct.indexOf(e.id) + 1}.</strong> <InlineCode text={text(e.id)} />
              </p>
            ) : (
              <p className="live-why__head">
                <strong>{e.correct ? '✓ Right answer' : '✗ Your answer'}</strong>
                {e.correct && mine(e.id) ? ' · your answer' : ''} — <InlineCode text={text(e.id)} />
              </p>
            )}
            <p>
              <InlineCode text={e.text} />
            </p>
          </li>
        ))}
      </ul>
      {reveal.lessonHref ? (
        <p>
          <a href={reveal.lessonHref}>Read the lesson section</a>
        </p>
      ) : null}
    </div>
  );
}
