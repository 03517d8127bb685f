import type { ReactNode } from 'react';
import { InlineCode, prettyJson } from '@/components/quiz/inline-code';
import { questionFit, type QuestionDensity } from '@/lib/present/question-fit';
import './question.css';

export interface ViewOption {
  id: string;
  text: string;
  /** A hotspot option's JSON Pointer, shown as code before its text. */
  pointer?: string;
  /** Once revealed: marked right (in words, not colour alone) … */
  right?: boolean;
  /** … and explained. */
  why?: string;
}

interface Props {
  /** The question type, as a class name (pq--single, pq--hotspot…). */
  kind: string;
  /** "Question 3 of 10 · one answer". */
  meta: string;
  prompt: string;
  /** In the order shown. */
  options: readonly ViewOption[];
  /** Presenter mode letters its options (A, B, C); a live class numbers them (the keys learners press). */
  marker: 'letter' | 'number';
  /** A hotspot's JSON, beside its options. */
  payload?: string;
  /** A line under the options ("Learners type a short answer"). */
  note?: string;
  revealed: boolean;
  /** Shown under the options once revealed (an order's right order, a short answer's accepted answers). */
  answer?: { head: string; body: ReactNode; text: string };
  /** The live host moves focus to the prompt when a question opens. */
  focusablePrompt?: boolean;
  /** A lab task's density: the lab below needs the room. */
  density?: QuestionDensity;
  /** Below the question, outside the options' box (a lab, a chart). */
  children?: ReactNode;
}

export const letter = (i: number) => String.fromCharCode(65 + i);

/**
 * A question in front of a room, the one view presenter mode and a live class's host screen share: large
 * type (options 28 px at 1280×720, never under 24), short options in two columns across the full width, and
 * the right answer and explanations only once revealed. Options that cannot fit at 24 px scroll inside their
 * own focusable box (arrow keys) instead of shrinking: lib/present/question-fit.ts decides which.
 */
export function QuestionView(props: Props) {
  const { kind, meta, prompt, options, marker, payload, note, revealed, answer } = props;
  const fit = questionFit(
    { prompt, options, hotspot: kind === 'hotspot', answer: answer ? `${answer.head} ${answer.text}` : undefined },
    revealed,
  );
  const density = props.density ?? fit.density;
  const mark = (i: number) => (marker === 'letter' ? letter(i) : String(i + 1));
  return (
    <div className={`pq pq--${density} pq--${kind}${revealed ? ' pq--revealed' : ''}`}>
      <p className="pq__meta">{meta}</p>
      <h2 className="pq__prompt" tabIndex={props.focusablePrompt ? -1 : undefined}>
        <InlineCode text={prompt} />
      </h2>
      {/* Focusable so a keyboard can scroll it when it holds more than the slide shows. */}
      {payload !== undefined || options.length || note || answer ? (
        <div className="pq__main" tabIndex={0} role="region" aria-label="Options">
          {payload !== undefined ? (
            <pre className="pq__payload" tabIndex={0} aria-label="The payload">
              {prettyJson(payload)}
            </pre>
          ) : null}
          {options.length ? (
            <ol className={fit.columns === 2 ? 'pq__options pq__options--two' : 'pq__options'}>
              {options.map((o, i) => (
                <li key={o.id} className={o.right ? 'pq__option pq__option--right' : 'pq__option'}>
                  <span className="pq__letter" aria-hidden="true">
                    {mark(i)}
                  </span>
                  <span className="visually-hidden">{mark(i)}. </span>
                  <div>
                    <p className="pq__text">
                      {o.pointer ? <code>{o.pointer}</code> : null} <InlineCode text={o.text} />
                      {o.right ? <strong className="pq__mark"> ✓ Correct</strong> : null}
                    </p>
                    {o.why ? (
                      <p className="pq__why">
                        <InlineCode text={o.why} />
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          ) : null}
          {note ? <p className="pq__note">{note}</p> : null}
          {answer ? (
            <div className="pq__answer">
              <p className="pq__answer-head">{answer.head}</p>
              {answer.body}
            </div>
          ) : null}
        </div>
      ) : null}
      {props.children}
    </div>
  );
}
