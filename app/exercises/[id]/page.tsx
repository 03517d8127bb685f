import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ExerciseWorkbench } from '@/components/exercises/exercise-workbench';
import { PromptContent } from '@/components/mdx/prompt-content';
import { IntentLink } from '@/components/ui/intent-link';
import { getExercise, getExercises, getLessons } from '@/lib/content/load.server';
import { readSandbox } from '@/lib/sandbox/cases-chunk.server';

export const dynamicParams = false;

export function generateStaticParams() {
  return getExercises().map((e) => ({ id: e.id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const exercise = getExercise((await params).id);
  return exercise ? { title: `Exercise: ${exercise.title}` } : {};
}

export default async function ExercisePage({ params }: Props) {
  const exercise = getExercise((await params).id);
  if (!exercise) notFound();
  const slug = exercise.sectionHref.replace(/^\/lessons\//, '').replace(/#.*$/, '');
  const lesson = getLessons().find((l) => l.slug === slug);
  return (
    <article className="page page--exercise">
      <header>
        <p className="eyebrow">
          {/* Like the header's links: the list's payload and code load on intent, not with every exercise. */}
          <IntentLink href="/exercises">Code exercises</IntentLink> · {exercise.kind === 'client' ? 'Client' : 'Server'}{' '}
          code
        </p>
        <h1>{exercise.title}</h1>
        <p>
          From the lesson{' '}
          <a href={exercise.sectionHref}>{lesson ? `${lesson.title}: ${exercise.section}` : exercise.section}</a>.
          Export a function named <code>{exercise.entry}</code>; {exercise.caseNames.length} hidden cases run it.
        </p>
      </header>
      <div className="prose">
        <PromptContent code={exercise.prompt} />
      </div>
      {exercise.hints.length > 0 ? (
        <details className="exercise-hints">
          <summary>Hints ({exercise.hints.length})</summary>
          <ol>
            {exercise.hints.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ol>
        </details>
      ) : null}
      <ExerciseWorkbench
        id={exercise.id}
        starter={exercise.starter}
        solution={exercise.solution}
        caseNames={exercise.caseNames}
        sandbox={readSandbox(exercise.id)}
      />
    </article>
  );
}
