import type { Metadata } from 'next';
import { ExerciseStatus } from '@/components/exercises/exercise-status';
import { getExercises, getLessons } from '@/lib/content/load.server';
import '@/components/exercises/exercises.css';

export const metadata: Metadata = {
  title: 'Code exercises',
  description: 'Write MCP client and server code and run it against the real lab server, in your browser.',
};

const lessonOf = (href: string) => href.replace(/^\/lessons\//, '').replace(/#.*$/, '');

export default function ExercisesPage() {
  const exercises = getExercises();
  const lessons = getLessons().filter((l) => exercises.some((e) => lessonOf(e.sectionHref) === l.slug));
  return (
    <article className="page">
      <h1>Code exercises</h1>
      <p className="lead">
        Write the code a lesson teaches and run it against the lab&apos;s real MCP server. Hidden test cases arm the
        faults a real server can throw at you (paged lists, empty cursors, dropped responses) and say what your code did
        on the wire. Your code runs in an isolated worker in this browser; nothing is sent anywhere.
      </p>
      {lessons.map((lesson) => (
        <section key={lesson.slug} aria-labelledby={`ex-${lesson.slug}`}>
          <h2 id={`ex-${lesson.slug}`}>
            Lesson {lesson.order}: {lesson.title}
          </h2>
          <ul className="exercise-list">
            {exercises
              .filter((e) => lessonOf(e.sectionHref) === lesson.slug)
              .map((e) => (
                <li key={e.id} className="exercise-list__item">
                  <a href={`/exercises/${e.id}`}>{e.title}</a>
                  <ExerciseStatus id={e.id} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
