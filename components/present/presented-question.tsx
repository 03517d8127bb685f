'use client';

import { LabIsland } from '@/components/lab/lab-island';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import { InlineCode } from '@/components/quiz/inline-code';
import { typeLabels } from '@/components/quiz/type-labels';
import { scenario } from '@/lib/mcp/scenarios/catalog';
import type { Question } from '@/lib/quiz/schema';
import { seededShuffle, startOrder } from '@/lib/quiz/shuffle';
import { QuestionView, type ViewOption } from './question-view';

type Option = { id: string; text: string; correct?: boolean; explanation: string };

interface Props {
  question: Question;
  /** Until true, nothing on screen (or in the page) gives the answer away. */
  revealed: boolean;
  /** "Question 3 of 10" in a set. */
  position?: { index: number; total: number };
}

/**
 * A bank question in presenter mode: the shared question view with options lettered A, B, C… in the same
 * order as everywhere else (shuffled with the question's id as seed), its own reveal, and a lab task's lab.
 */
export function PresentedQuestion({ question, revealed, position }: Props) {
  const shownOptions: Option[] =
    question.type === 'order'
      ? startOrder(question.options.map((o) => o.id)).map((id) => question.options.find((o) => o.id === id)!)
      : 'options' in question
        ? seededShuffle(question.options as Option[], question.id)
        : [];
  const explained = revealed && question.type !== 'order';
  const options: ViewOption[] = shownOptions.map((o) => ({
    id: o.id,
    text: o.text,
    ...(question.type === 'hotspot' ? { pointer: o.id } : {}),
    ...(explained ? { right: o.correct === true, why: o.explanation } : {}),
  }));
  return (
    <QuestionView
      kind={question.type}
      meta={`${position ? `Question ${position.index + 1} of ${position.total}` : 'Question'} · ${typeLabels[question.type]}`}
      prompt={question.prompt}
      options={options}
      marker="letter"
      payload={question.type === 'hotspot' ? question.payload : undefined}
      revealed={revealed}
      answer={revealed ? answerOf(question) : undefined}
      density={question.type === 'lab' ? (revealed ? 'small' : 'medium') : undefined}
    >
      {question.type === 'lab' ? (
        <div className="lab-present" role="region" aria-label="Lab: the live demo">
          <LabIsland
            preset={question.preset}
            panels={question.preset ? scenario(question.preset).panels : undefined}
            placeholder={<LabPlaceholder scenario={question.preset ? scenario(question.preset) : undefined} />}
          />
        </div>
      ) : null}
    </QuestionView>
  );
}

/** What the reveal adds under the options: the right order, the accepted answers, what the trace must show. */
function answerOf(question: Question) {
  if (question.type === 'order')
    return {
      head: '✓ The right order',
      text: question.options.map((o) => `${o.text} — ${o.explanation}`).join(' '),
      body: (
        <ol>
          {question.options.map((o) => (
            <li key={o.id}>
              <InlineCode text={o.text} /> — <InlineCode text={o.explanation} />
            </li>
          ))}
        </ol>
      ),
    };
  if (question.type === 'short' || question.type === 'lab')
    return {
      head: question.type === 'short' ? `✓ Accepted: ${question.answers.join(' · ')}` : '✓ What the trace must show',
      text: question.explanation,
      body: (
        <p>
          <InlineCode text={question.explanation} />
        </p>
      ),
    };
  return undefined;
}
