import { Suspense } from 'react';
import type { Metadata } from 'next';
import { LearnerClass } from '@/components/live/learner-class';
import { NeedsConnection } from '@/components/live/needs-connection';
import '@/components/quiz/quiz.css';
import '@/components/live/live.css';

export const metadata: Metadata = {
  title: 'Live class',
  description: 'Answer the live class’s questions as the instructor opens them.',
};

export default function LearnerClassPage() {
  return (
    <div className="page page--narrow page--live">
      <NeedsConnection />
      <Suspense fallback={<p role="status">Loading…</p>}>
        <LearnerClass />
      </Suspense>
    </div>
  );
}
