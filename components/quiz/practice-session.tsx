'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from '@/lib/progress/deferred-writes';
import { MAX_SET_SIZE, openSet, setSearch } from '@/lib/quiz/quiz-set';
import type { Question } from '@/lib/quiz/schema';
import { QuestionCard } from './question-card';
import { BankNotReady } from './bank-not-ready';
import { SetNotes } from './set-notes';
import { useBank } from './use-bank';

const noSearch = () => '';
const readSearch = () => window.location.search;
const subscribeNever = () => () => undefined;

/** Lesson and topic titles by slug, from the content (the bank names them by slug only). */
export interface Titles {
  lessons: Record<string, string>;
  topics: Record<string, string>;
}

interface Chosen {
  title: string;
  questions: Question[];
  /** What was wrong with a shared link, said above the first question. */
  notes: string[];
  /** Set only for a shared set: its title as the link gives it. */
  shared?: { title: string };
}

/** Which questions `?set=`, `?lesson=` or `?topic=` asks for: a shared set in its own order, else lesson order. */
function choose(questions: Question[], search: string, titles: Titles): Chosen {
  const opened = openSet(search, questions);
  if (opened && !opened.ok) return { title: 'Shared set', questions: [], notes: [opened.reason] };
  if (opened)
    return { title: 'Shared set', questions: opened.questions, notes: opened.notes, shared: { title: opened.title } };
  const params = new URLSearchParams(search);
  const lesson = params.get('lesson');
  const topic = params.get('topic');
  if (lesson)
    return {
      title: `Lesson: ${titles.lessons[lesson] ?? lesson}`,
      questions: questions.filter((q) => q.lesson === lesson),
      notes: [],
    };
  if (topic)
    return {
      title: `Topic: ${titles.topics[topic] ?? topic}`,
      questions: questions.filter((q) => q.topic === topic),
      notes: [],
    };
  return { title: 'All questions', questions, notes: [] };
}

/** Practice: one question at a time, feedback at once, N for the next; a summary at the end. */
export function PracticeSession(titles: Titles) {
  const bank = useBank();
  const search = useSyncExternalStore(subscribeNever, readSearch, noSearch);
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<Record<string, boolean>>({});
  // The question answered last, known at once: N works as soon as the verdict shows, though the tally waits.
  const justAnswered = useRef<string | null>(null);

  const questions = bank.status === 'ready' ? bank.questions : null;
  // Chosen once per bank and link, not again on every answer (it looks the set up in the whole bank).
  const set = useMemo(() => (questions ? choose(questions, search, titles) : null), [questions, search, titles]);
  const current = set?.questions[index];
  const answered = current ? current.id in results : false;
  const next = () => setIndex((i) => i + 1);
  const currentId = current?.id;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLInputElement && e.target.type === 'text';
      const done = answered || (currentId !== undefined && justAnswered.current === currentId);
      if (!typing && (e.key === 'n' || e.key === 'N') && !e.ctrlKey && !e.metaKey && !e.altKey && done) next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [answered, currentId]);

  if (bank.status !== 'ready') return <BankNotReady bank={bank} />;
  if (!set || set.questions.length === 0)
    return (
      <>
        <h1>Practice</h1>
        <SetNotes notes={set?.notes ?? []} />
        <p>
          No questions match this choice. <a href="/quiz">Pick a lesson or topic</a>, or{' '}
          <a href="/quiz/sets">build a set of your own</a>.
        </p>
      </>
    );

  const right = Object.values(results).filter(Boolean).length;
  const shareSearch = setSearch({
    ids: set.questions.slice(0, MAX_SET_SIZE).map((q) => q.id),
    title: set.shared?.title ?? '',
  });
  // A lesson's class also gets the lesson's predict-then-run questions; any other choice goes as its set.
  const lesson = new URLSearchParams(search).get('lesson');
  const liveSearch = !set.shared && lesson ? `?lesson=${encodeURIComponent(lesson)}` : shareSearch;
  return (
    <>
      <header>
        <p className="eyebrow">Practice · {set.title}</p>
        {/* A shared set is headed by its own title, as its author named it. */}
        <h1>{set.shared?.title || 'Practice'}</h1>
        <p className="quiz-progress" aria-live="polite">
          {Object.keys(results).length} answered, {right} right
        </p>
        <p className="quiz-share">
          <a href={`/quiz/sets${shareSearch}`}>
            {set.shared ? 'Change a copy of this set' : 'Share these questions as a set'}
          </a>{' '}
          · <a href={`/live/host${liveSearch}`}>Run as a live class</a>
        </p>
      </header>
      <SetNotes notes={set.notes} />
      {current ? (
        <QuestionCard
          key={current.id}
          question={current}
          mode="practice"
          position={{ index, total: set.questions.length }}
          onAnswered={(correct) => {
            // The tally and the next step render just after the verdict paints: re-rendering the whole session
            // in the same update as the verdict cost a phone a frame (issue 23).
            justAnswered.current = current.id;
            afterNextPaint(() => setResults((r) => ({ ...r, [current.id]: correct })));
          }}
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
              justAnswered.current = null;
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
