import { memo } from 'react';
import { InlineCode } from './inline-code';

interface ChoiceOptionsProps {
  options: { id: string; text: string }[];
  /** Checkboxes for a multi question, radios otherwise. */
  multi: boolean;
  /** A hotspot's options are JSON Pointers, shown before their text. */
  hotspot: boolean;
  /** The radio group's name (one per question on the page). */
  name: string;
  chosen: (id: string) => boolean;
  pick: (id: string) => void;
}

/**
 * A choice question's options, numbered for the number keys: one look for practice, exams and live classes.
 * Memoized: checking an answer changes none of its props, so the options are not rendered again with the verdict.
 */
export const ChoiceOptions = memo(function ChoiceOptions({
  options,
  multi,
  hotspot,
  name,
  chosen,
  pick,
}: ChoiceOptionsProps) {
  return (
    <ol className="quiz-q__options">
      {options.map((o, i) => (
        <li key={o.id}>
          <label className="quiz-q__option">
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={name}
              value={o.id}
              checked={chosen(o.id)}
              onChange={() => pick(o.id)}
            />
            <span className="quiz-q__key" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              {hotspot ? <code>{o.id}</code> : null} <InlineCode text={o.text} />
            </span>
          </label>
        </li>
      ))}
    </ol>
  );
});
