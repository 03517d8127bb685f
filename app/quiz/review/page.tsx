import type { Metadata } from 'next';
import { preloadBank } from '@/components/quiz/bank-url';
import '@/components/quiz/quiz.css';
import { ReviewSession } from '@/components/quiz/review-session';

export const metadata: Metadata = {
  title: 'Review',
  description: 'Spaced review of the questions you have answered, and a drill of the ones you recently missed.',
};

export default function ReviewPage() {
  preloadBank();
  return (
    <div className="page page--quiz">
      <ReviewSession />
    </div>
  );
}
