import type { Metadata } from 'next';
import { preloadBank } from '@/components/quiz/bank-url';
import '@/components/quiz/quiz.css';
import { ExamSession } from '@/components/quiz/exam-session';
import { loadContent } from '@/lib/content/load.server';

export const metadata: Metadata = {
  title: 'Exam simulation',
  description: 'A timed exam drawn by topic weights: no feedback until you submit, then every answer explained.',
};

export default function ExamPage() {
  preloadBank();
  return (
    <div className="page page--quiz">
      <ExamSession blueprint={loadContent().blueprint} />
    </div>
  );
}
