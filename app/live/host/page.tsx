import { Suspense } from 'react';
import type { Metadata } from 'next';
import { preloadBank } from '@/components/quiz/bank-url';
import { HostEntry } from '@/components/live/host-entry';
import { NeedsConnection } from '@/components/live/needs-connection';
import { getLessons } from '@/lib/content/load.server';
import { predictionList } from '@/lib/live/predictions';
import '@/components/quiz/quiz.css';
import '@/components/lab/lab.css';
import '@/components/live/live.css';

export const metadata: Metadata = {
  title: 'Lead a live class',
  description: 'Run a set of questions with a room: join code, QR code, live answer count, reveal and results.',
};

export default function HostPage() {
  preloadBank();
  const lessonTitles = Object.fromEntries(getLessons().map((l) => [l.slug, l.title]));
  // Only what the setup shows; how a prediction is decided stays on the server.
  const summaries = predictionList.map(({ id, lesson, prompt }) => ({ id, lesson, prompt }));
  return (
    <div className="page page--live-host">
      <NeedsConnection />
      <Suspense fallback={<p role="status">Loading…</p>}>
        <HostEntry predictions={summaries} lessonTitles={lessonTitles} />
      </Suspense>
    </div>
  );
}
