import { loadContent } from '@/lib/content/load.server';
import { QuestionCard } from '@/components/quiz/question-card';
import { questionAnchor } from './question-anchor';

/** Where a ```quiz fence stood in a lesson: the question, to answer on the spot, with an anchor to link to. */
export function QuizQuestion({ id }: { id: string }) {
  const question = loadContent().questions.find((q) => q.id === id);
  if (!question) throw new Error(`QuizQuestion: no question "${id}" in the bank`);
  return (
    <div id={questionAnchor(id)} className="lesson-question">
      <QuestionCard question={question} />
    </div>
  );
}
