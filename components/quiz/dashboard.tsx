'use client';

import { useState } from 'react';
import { LazyProgressCharts } from '@/components/progress-charts/lazy';
import { useProgress, useProgressHydrated } from '@/components/progress/use-progress';
import { ProgressBar } from '@/components/ui/progress-bar';
import { lessonFraction } from '@/lib/progress/lessons-slice';
import type { Blueprint } from '@/lib/quiz/blueprint';
import { readiness, topicMastery } from '@/lib/quiz/dashboard';
import { dueByDay } from '@/lib/quiz/review';
import { SyncSection } from '@/components/sync/sync-section';
import { ExerciseCounts } from './exercise-counts';
import { ProgressData } from './progress-data';

interface Props {
  blueprint: Blueprint;
  lessons: { slug: string; title: string; order: number; sections: number }[];
  questions: { id: string; topic: string; type: string }[];
  /** Every code exercise's id (the dashboard counts tried and passed). */
  exerciseIds?: string[];
}

const pct = (x: number) => `${Math.round(x * 100)} %`;

/** Where the learner stands: lessons, topics, exams, reviews ahead, and a readiness estimate that shows its sums. */
export function Dashboard({ blueprint, lessons, questions, exerciseIds = [] }: Props) {
  const hydrated = useProgressHydrated();
  const progress = useProgress((s) => s.lessons);
  const attempts = useProgress((s) => s.attempts);
  const history = useProgress((s) => s.examHistory);
  const exercises = useProgress((s) => s.exercises);
  const [now] = useState(Date.now);
  if (!hydrated) return <p role="status">Loading your progress…</p>;

  const mastery = topicMastery(blueprint, questions, attempts);
  const ready = readiness(mastery);
  const reviewable = questions.filter((q) => q.type !== 'lab').map((q) => q.id);
  const days = dueByDay(reviewable, attempts, now);
  const answered = Object.keys(attempts).length;
  const dayName = (i: number) =>
    i === 0 ? 'Today (and overdue)' : new Date(now + i * 86_400_000).toLocaleDateString(undefined, { weekday: 'long' });

  return (
    <>
      <h1>Your progress</h1>
      <section aria-labelledby="dash-ready" className="dash-card">
        <h2 id="dash-ready">Readiness: {pct(ready)}</h2>
        <p>
          How it is computed: for each topic, the share of its questions whose latest answer was right (a question never
          answered counts as not yet right); those shares are averaged with the exam blueprint&apos;s topic weights. You
          have answered {answered} of {questions.length} questions. It estimates coverage, not a pass mark.
        </p>
      </section>

      <LazyProgressCharts blueprint={blueprint} questions={questions} />

      <section aria-labelledby="dash-topics" className="dash-card">
        <h2 id="dash-topics">Mastery by topic</h2>
        {mastery.map((m) => (
          <ProgressBar
            key={m.topic}
            label={`${m.title} mastery`}
            value={m.questions ? m.mastered / m.questions : 0}
            status={`${m.title}: ${m.mastered} of ${m.questions} right (weight ${m.weight})`}
          />
        ))}
      </section>

      <section aria-labelledby="dash-lessons" className="dash-card">
        <h2 id="dash-lessons">Lessons</h2>
        {lessons.map((l) => {
          const p = progress[l.slug];
          const value = lessonFraction(p, l.sections);
          return (
            <ProgressBar
              key={l.slug}
              label={`${l.title} progress`}
              value={value}
              status={`${String(l.order).padStart(2, '0')} ${l.title}: ${p?.completedAt ? 'complete' : `${p?.seen.length ?? 0} of ${l.sections} sections read`}`}
            />
          );
        })}
      </section>

      <ExerciseCounts ids={exerciseIds} progress={exercises} />

      <section aria-labelledby="dash-exams" className="dash-card">
        <h2 id="dash-exams">Exam scores</h2>
        {history.length === 0 ? (
          <p>
            No exam yet. <a href="/quiz/exam">Take an exam simulation</a>.
          </p>
        ) : (
          history.map((r, i) => (
            <ProgressBar
              key={r.id}
              label={`Exam ${i + 1} score`}
              value={r.correct / r.total}
              status={`Exam ${i + 1}, ${new Date(r.finishedAt).toLocaleDateString()}: ${r.correct} of ${r.total} (${pct(r.correct / r.total)})`}
            />
          ))
        )}
      </section>

      <section aria-labelledby="dash-due" className="dash-card">
        <h2 id="dash-due">Reviews due in the next 7 days</h2>
        {days.map((n, i) => (
          <ProgressBar
            key={i}
            label={`Reviews due ${dayName(i)}`}
            value={Math.min(1, n / Math.max(1, ...days))}
            status={`${dayName(i)}: ${n} due`}
          />
        ))}
        <p>
          <a href="/quiz/review">Start today&apos;s review</a>
        </p>
      </section>

      <ProgressData />
      <SyncSection />
    </>
  );
}
