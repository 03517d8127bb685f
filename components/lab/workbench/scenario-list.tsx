import type { Scenario } from '@/lib/mcp/scenarios/types';

export interface LessonRef {
  slug: string;
  title: string;
  order: number;
}

/** Scenarios under the first lesson they belong to, in lesson order; the ones of no known lesson last. */
export function groupByLesson(scenarios: readonly Scenario[], lessons: readonly LessonRef[]) {
  const bySlug = new Map(lessons.map((l) => [l.slug, l]));
  const groups = new Map<string, { lesson: LessonRef | null; scenarios: Scenario[] }>();
  for (const s of scenarios) {
    const lesson = s.lessons.map((slug) => bySlug.get(slug)).find(Boolean) ?? null;
    const key = lesson?.slug ?? '';
    if (!groups.has(key)) groups.set(key, { lesson, scenarios: [] });
    groups.get(key)!.scenarios.push(s);
  }
  return [...groups.values()].sort((a, b) => (a.lesson?.order ?? Infinity) - (b.lesson?.order ?? Infinity));
}

/**
 * The workbench's side list: every scenario under its lesson, each with its steps folded away. Plain links
 * and `<details>`, rendered at build time: it reads and works before the lab's code arrives. A scenario's steps
 * are written in when its `<details>` opens (scenario-steps.tsx, with the lab's code): the page would otherwise
 * carry every scenario's prose twice, in its HTML and in its RSC payload.
 */
export function ScenarioList({
  scenarios,
  lessons,
}: {
  scenarios: readonly Scenario[];
  lessons: readonly LessonRef[];
}) {
  return (
    <>
      <h2 className="wb-scenarios__title">Scenarios</h2>
      <p className="wb-scenarios__free">
        <a href="/lab">Free lab</a> — no scenario, every panel.
      </p>
      {groupByLesson(scenarios, lessons).map(({ lesson, scenarios: group }) => (
        <div key={lesson?.slug ?? ''} className="wb-scenarios__lesson">
          <h3 className="wb-scenarios__lesson-title">
            {lesson ? <a href={`/lessons/${lesson.slug}`}>{`${lesson.order}. ${lesson.title}`}</a> : 'Other'}
          </h3>
          <ul className="wb-scenarios__list">
            {group.map((s) => (
              <li key={s.name} data-scenario={s.name}>
                <a href={`/lab?preset=${s.name}`}>{s.title}</a>
                <details className="wb-scenarios__steps" data-steps={s.name}>
                  <summary>
                    {s.steps.length} step{s.steps.length === 1 ? '' : 's'}
                    <span className="visually-hidden"> of {s.title}</span>
                  </summary>
                </details>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
