'use client';

import { useProgress } from '@/components/progress/use-progress';

/** An exercise's status on the index, from the learner's progress: passed, tried, or not started. */
export function ExerciseStatus({ id }: { id: string }) {
  const progress = useProgress((s) => s.exercises[id]);
  if (progress?.passing) return <span className="exercise-status exercise-status--passed">Passed</span>;
  const runs = progress?.runs.length ?? 0;
  if (runs > 0)
    return (
      <span className="exercise-status">
        Tried {runs} {runs === 1 ? 'time' : 'times'}, not passed yet
      </span>
    );
  return <span className="exercise-status">Not started</span>;
}
