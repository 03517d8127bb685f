'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Question } from '@/lib/quiz/schema';
import { QuestionCard } from './question-card';
import { useBank } from './use-bank';

const noSearch = () => '';
const readSearch = () => window.location.search;
const subscribeNever = () => () => undefined;

/** Which questions `?lesson=` or `?topic=` asks for, in lesson order. */
function choose(questions: Question[], search: string): { title: string; questions: Question[] } {
  const params = new URLSearchParams(search);
  const lesson = params.get('lesson');
  const topic = params.get('topic');
  if (lesson) return { title: `Lesson: ${lesson}`, questions: questions.filter((q) => q.lesson === lesson) };
  if (topic) return { title: `Topic: ${topic}`, questions: questions.filter((q) => q.topic === topic) };
  return { title: 'All questions', questions };
}

/** Practice: one question at a time, feedback at once, N for the next; a summary at the end. */
export function PracticeSession() {
  const bank = useBank();
  const search = useSyncExternalStore(subscribeNever, readSearch, noSearch);
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<Record<string, boolean>>({});

  const set = bank.status === 'ready' ? choose(bank.questions, search) : null;
  const current = set?.questions[index];
  const answered = current ? current.id in results : false;
  const next = () => setIndex((i) => i + 1);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLInputElement && e.target.type === 'text';
      if (!typing && (e.key === 'n' || e.key === 'N') && !e.ctrlKey && !e.metaKey && !e.altKey && answered) next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [answered]);

  if (bank.status === 'loading') return <p role="status">Loading the questions…</p>;
  if (bank.status === 'error')
    return (
      <p role="alert">
        The questions could not load ({bank.message}). <a href="">Reload the page</a> to try again.
      </p>
    );
  if (!set || set.questions.length === 0)
    return (
      <>
        <h1>Practice</h1>
        <p>
          No questions match this choice. <a href="/quiz">Pick a lesson or topic</a>.
        </p>
      </>
    );

  const right = Object.values(results).filter(Boolean).length;
  return (
    <>
      <header>
        <p className="eyebrow">Practice · {set.title}</p>
        <h1>Practice</h1>
        <p className="quiz-progress" aria-live="polite">
          {Object.keys(results).length} answered, {right} right
        </p>
      </header>
      {current ? (
        <QuestionCard
          key={current.id}
          question={current}
          mode="practice"
          position={{ index, total: set.questions.length }}
          onAnswered={(correct) => setResults((r) => ({ ...r, [current.id]: correct }))}
          actions={
            answered ? (
              <button type="button" className="button" onClick={next}>
                {index + 1 < set.questions.length ? 'Next question' : 'See the summary'}
              </button>
            ) : null
          }
        />
      ) : (
        <section aria-labelledby="practice-done">
          <h2 id="practice-done">
            Done: {right} of {set.questions.length} right
          </h2>
          {right < set.questions.length ? (
            <>
              <p>Worth another read:</p>
              <ul>
                {set.questions
                  .filter((q) => results[q.id] === false || !(q.id in results))
                  .map((q) => (
                    <li key={q.id}>
                      <a href={`/lessons/${q.lesson}#${q.section.anchor}`}>{q.section.heading}</a>
                    </li>
                  ))}
              </ul>
            </>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setIndex(0);
              setResults({});
            }}
          >
            Start again
          </button>
        </section>
      )}
    </>
  );
}
