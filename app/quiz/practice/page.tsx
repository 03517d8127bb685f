import type { Metadata } from 'next';
import { preloadBank } from '@/components/quiz/bank-url';
import { PracticeSession } from '@/components/quiz/practice-session';

export const metadata: Metadata = {
  title: 'Practice',
  description: 'Questions one at a time with instant feedback and every option explained.',
};

export default function PracticePage() {
  preloadBank();
  return (
    <div className="page page--quiz">
      <PracticeSession />
    </div>
  );
}
