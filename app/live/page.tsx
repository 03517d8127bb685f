import { Suspense } from 'react';
import type { Metadata } from 'next';
import { JoinForm } from '@/components/live/join-form';
import { NeedsConnection } from '@/components/live/needs-connection';
import '@/components/quiz/quiz.css';
import '@/components/live/live.css';

export const metadata: Metadata = {
  title: 'Join a live class',
  description: 'Enter the code on the instructor’s screen and a nickname to answer the class’s questions.',
};

export default function JoinPage() {
  return (
    <div className="page page--narrow page--live">
      <header>
        <p className="eyebrow">Live class</p>
        <h1>Join a live class</h1>
        <p className="lead">Enter the code shown on the instructor’s screen and a nickname. No account needed.</p>
      </header>
      <NeedsConnection />
      <Suspense fallback={<p role="status">Loading…</p>}>
        <JoinForm />
      </Suspense>
    </div>
  );
}
