import Link from 'next/link';
import { ProgressBar } from '@/components/ui/progress-bar';
import { exerciseCounts, type ExerciseProgress } from '@/lib/progress/exercises-slice';

/** The dashboard's code exercises: how many the learner has tried and how many pass every case. */
export function ExerciseCounts({ ids, progress }: { ids: string[]; progress: Record<string, ExerciseProgress> }) {
  if (ids.length === 0) return null;
  const { tried, passed, total } = exerciseCounts(progress, ids);
  return (
    <section aria-labelledby="dash-exercises" className="dash-card">
      <h2 id="dash-exercises">Code exercises</h2>
      <ProgressBar
        label="Code exercises passed"
        value={passed / total}
        status={`Code exercises: ${passed} of ${total} passed, ${tried} tried`}
      />
      <p>
        <Link href="/exercises">Go to the code exercises</Link>
      </p>
    </section>
  );
}
