'use client';

import type { ReactNode } from 'react';
import { LabIsland } from '@/components/lab/lab-island';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import { InlineCode } from '@/components/quiz/inline-code';
import { typeLabels } from '@/components/quiz/type-labels';
import { scenario } from '@/lib/mcp/scenarios/catalog';
import { questionDensity } from '@/lib/present/question-fit';
import type { Question } from '@/lib/quiz/schema';
import { seededShuffle, startOrder } from '@/lib/quiz/shuffle';
import './question.css';

type Option = { id: string; text: string; correct?: boolean; explanation: string };

interface Props {
  question: Question;
  /** Until true, nothing on screen (or in the page) gives the answer away. */
  revealed: boolean;
  /** Live classes: the room's answers, drawn by the host screen. */
  histogram?: ReactNode;
  /** "Question 3 of 10" in a set. */
  position?: { index: number; total: number };
}

export const letter = (i: number) => String.fromCharCode(65 + i);

/**
 * A question in front of a room: large type, options lettered A, B, C… in the same order as everywhere else
 * (shuffled with the question's id as seed), the right answer and every explanation only once revealed.
 * Self-contained (no deck, no store) so a live class's projected screen can show it too.
 */
export function PresentedQuestion({ question, revealed, histogram, position }: Props) {
  const options: Option[] =
    question.type === 'order'
      ? startOrder(question.options.map((o) => o.id)).map((id) => question.options.find((o) => o.id === id)!)
      : 'options' in question
        ? seededShuffle(question.options as Option[], question.id)
        : [];
  const density = questionDensity(question, revealed);
  return (
    <div className={`pq pq--${density} pq--${question.type}${revealed ? ' pq--revealed' : ''}`}>
      <p className="pq__meta">
        {position ? `Question ${position.index + 1} of ${position.total} · ` : 'Question · '}
        {typeLabels[question.type]}
      </p>
      <h2 className="pq__prompt">
        <InlineCode text={question.prompt} />
      </h2>
      <div className="pq__main">
        {question.type === 'hotspot' ? (
          <pre className="pq__payload" tabIndex={0} aria-label="The payload">
            {pretty(question.payload)}
          </pre>
        ) : null}
        {options.length ? (
          <ol className="pq__options">
            {options.map((o, i) => {
              const right = revealed && question.type !== 'order' && o.correct === true;
              return (
                <li key={o.id} className={right ? 'pq__option pq__option--right' : 'pq__option'}>
                  <span className="pq__letter" aria-hidden="true">
                    {letter(i)}
                  </span>
                  <span className="visually-hidden">{letter(i)}. </span>
                  <div>
                    <p className="pq__text">
                      {question.type === 'hotspot' ? <code>{o.id}</code> : null} <InlineCode text={o.text} />
                      {right ? <strong className="pq__mark"> ✓ Correct</strong> : null}
                    </p>
                    {revealed && question.type !== 'order' ? (
                      <p className="pq__why">
                        <InlineCode text={o.explanation} />
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
      {question.type === 'lab' ? (
        <div className="lab-present" role="region" aria-label="Lab: the live demo">
          <LabIsland
            preset={question.preset}
            panels={question.preset ? scenario(question.preset).panels : undefined}
            placeholder={<LabPlaceholder scenario={question.preset ? scenario(question.preset) : undefined} />}
          />
        </div>
      ) : null}
      {histogram}
      {revealed ? <Answer question={question} /> : null}
    </div>
  );
}

function Answer({ question }: { question: Question }) {
  if (question.type === 'order')
    return (
      <div className="pq__answer">
        <p className="pq__answer-head">✓ The right order</p>
        <ol>
          {question.options.map((o) => (
            <li key={o.id}>
              <InlineCode text={o.text} /> — <InlineCode text={o.explanation} />
            </li>
          ))}
        </ol>
      </div>
    );
  if (question.type === 'short' || question.type === 'lab')
    return (
      <div className="pq__answer">
        {question.type === 'short' ? (
          <p className="pq__answer-head">✓ Accepted: {question.answers.join(' · ')}</p>
        ) : (
          <p className="pq__answer-head">✓ What the trace must show</p>
        )}
        <p>
          <InlineCode text={question.explanation} />
        </p>
      </div>
    );
  return null;
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
