import type { Question } from '@/lib/quiz/schema';
import { InlineCode } from './inline-code';
import type { Option } from './answer-fields';

/** Every option with why it is right or wrong, and where the question's topic is taught. */
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
