import { getExercise } from '@/lib/content/load.server';

/**
 * `<Exercise id="…">` in a lesson: a link card to the code exercise that practises the section. Plain HTML, no
 * script: the editor and the sandbox load only on the exercise's own page. An unknown id fails the build.
 */
export function Exercise({ id }: { id: string }) {
  const exercise = getExercise(id);
  if (!exercise) throw new Error(`<Exercise id="${id}">: no exercise has this id (content/exercises/)`);
  return (
    <aside className="callout callout--tip exercise-card" aria-label={`Code exercise: ${exercise.title}`}>
      <p className="callout__label">Code exercise</p>
      <div className="callout__body">
        <p>
          <a href={`/exercises/${exercise.id}`}>{exercise.title}</a> — write the{' '}
          {exercise.kind === 'client' ? 'client' : 'server'} code and run {exercise.caseNames.length} hidden cases
          against the real lab server, in your browser.
        </p>
      </div>
    </aside>
  );
}
