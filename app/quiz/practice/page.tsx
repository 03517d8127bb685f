import type { Metadata } from 'next';
import { preloadBank } from '@/components/quiz/bank-url';
import { PracticeSession } from '@/components/quiz/practice-session';
import { getLessons, loadContent } from '@/lib/content/load.server';

export const metadata: Metadata = {
  title: 'Practice',
  description: 'Questions one at a time with instant feedback and every option explained.',
};

export default function PracticePage() {
  preloadBank();
  // Titles for the heading: the bank knows lessons and topics by slug only.
  const lessons = Object.fromEntries(getLessons().map((l) => [l.slug, l.title]));
  const topics = Object.fromEntries(loadContent().blueprint.topics.map((t) => [t.id, t.title]));
  return (
    <div className="page page--quiz">
      <PracticeSession lessons={lessons} topics={topics} />
    </div>
  );
}
