import type { Metadata } from 'next';
import '@/components/quiz/quiz.css';
import { Dashboard } from '@/components/quiz/dashboard';
import { getExercises, getLessons, loadContent } from '@/lib/content/load.server';

export const metadata: Metadata = {
  title: 'Your progress',
  description: 'Lessons completed, mastery per topic, exam scores, reviews ahead and a readiness estimate.',
};

export default function ProgressPage() {
  const { blueprint, questions } = loadContent();
  return (
    <div className="page page--quiz">
      <Dashboard
        blueprint={blueprint}
        lessons={getLessons().map((l) => ({
          slug: l.slug,
          title: l.title,
          order: l.order,
          sections: l.sections.length,
        }))}
        questions={questions.map((q) => ({ id: q.id, topic: q.topic, type: q.type }))}
        exerciseIds={getExercises().map((e) => e.id)}
      />
    </div>
  );
}
