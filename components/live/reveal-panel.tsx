import type { PublicQuestion, Reveal } from '@/lib/live/contract';
import { InlineCode } from '@/components/quiz/inline-code';
import { Histogram, type Bar } from './histogram';
import { WireView } from './wire-view';

/** How the server keys an order answer in the histogram: the ids in the learner's order (lib/live/scoring.ts). */
const ORDER_JOIN = ' → ';

/** The options as histogram bars, labelled with their text (a short answer's bars are the typed texts). */
export function barsFor(
  question: PublicQuestion,
  histogram: { key: string; count: number }[],
  right: string[] = [],
): Bar[] {
  const counts = new Map(histogram.map((h) => [h.key, h.count]));
  if (question.type === 'short' || question.type === 'order')
    return histogram.map((h) => ({
      key: h.key,
      label: question.type === 'order' ? orderLabel(question, h.key) : <bdi>{h.key}</bdi>,
      count: h.count,
      right: question.type === 'order' ? h.key === right.join(ORDER_JOIN) : right.includes(h.key),
    }));
  return (question.options ?? []).map((o, i) => ({
    key: o.id,
    label: (
      <>
        {i + 1}. {question.type === 'hotspot' ? <code>{o.id}</code> : null} <InlineCode text={o.text} />
      </>
    ),
    count: counts.get(o.id) ?? 0,
    right: right.includes(o.id),
  }));
}

function orderLabel(question: PublicQuestion, key: string) {
  const text = new Map((question.options ?? []).map((o, i) => [o.id, String(i + 1)]));
  return `Order ${key
    .split(ORDER_JOIN)
    .map((id) => text.get(id) ?? id)
    .join(' → ')}`;
}

/** After "Reveal": the room's answers, the right option(s), every option's explanation, the lesson, the wire. */
export function RevealPanel({ question, reveal }: { question: PublicQuestion; reveal: Reveal }) {
  const text = (id: string) => question.options?.find((o) => o.id === id)?.text ?? id;
  // Explanations follow the options' numbers on screen (the server lists them in the author's order).
  const place = new Map(
    (question.type === 'order' ? reveal.correct : (question.options ?? []).map((o) => o.id)).map((id, i) => [id, i]),
  );
  const explanations = [...reveal.explanations].sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  return (
    <section className="live-reveal-host" aria-labelledby="reveal-title">
      <h2 id="reveal-title" tabIndex={-1}>
        The answer
      </h2>
      <div className={reveal.wire ? 'live-reveal-host__grid' : undefined}>
        <div>
          <Histogram
            bars={barsFor(question, reveal.histogram, reveal.correct)}
            answered={reveal.answered}
            caption={`${reveal.answered} of ${reveal.learners} answered`}
          />
          {question.type === 'short' ? (
            <p>
              Accepted: <InlineCode text={reveal.correct.join(' or ')} />
            </p>
          ) : null}
          <h3>{question.type === 'order' ? 'The right order, and why' : 'Why'}</h3>
          <ul className="live-explanations">
            {explanations.map((e) => (
              <li
                key={e.id}
                className={e.correct && question.type !== 'order' ? 'live-why live-why--right' : 'live-why'}
              >
                {question.type === 'short' ? null : question.type === 'order' ? (
                  <p className="live-why__head">
                    <strong>{reveal.correct.indexOf(e.id) + 1}.</strong> <InlineCode text={text(e.id)} />
                  </p>
                ) : (
                  <p className="live-why__head">
                    <strong>{e.correct ? '✓ Right' : '✗ Not right'}</strong> — {(place.get(e.id) ?? 0) + 1}.{' '}
                    <InlineCode text={text(e.id)} />
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
              <a href={reveal.lessonHref}>{question.lesson ? `Lesson: ${question.lesson.title}` : 'Read the lesson'}</a>
            </p>
          ) : null}
        </div>
        {reveal.wire ? <WireView messages={reveal.wire} /> : null}
      </div>
    </section>
  );
}
