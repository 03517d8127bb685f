'use client';

import { useState, useSyncExternalStore } from 'react';
import { useProgress, useProgressHydrated } from '@/components/progress/use-progress';
import type { Attempt } from '@/lib/progress/quiz-slice';
import { cardFromAttempts, dueQueue, NEW_PER_DAY, recentlyMissed } from '@/lib/quiz/review';
import type { Question } from '@/lib/quiz/schema';
import { QuestionCard } from './question-card';
import { BankNotReady } from './bank-not-ready';
import { useBank } from './use-bank';

const readMode = () => (new URLSearchParams(window.location.search).get('mode') === 'missed' ? 'missed' : 'due');
const noSubscribe = () => () => undefined;

/** Spaced review: the FSRS due queue (with a daily cap on new questions), or a drill of recent misses. */
export function ReviewSession() {
  const bank = useBank();
  const hydrated = useProgressHydrated();
  const mode = useSyncExternalStore(noSubscribe, readMode, () => 'due' as const);
  if (bank.status !== 'ready' || !hydrated) return <BankNotReady bank={bank} />;
  return <ReviewQueue key={mode} mode={mode} bank={bank.questions.filter((q) => q.type !== 'lab')} />;
}

function ReviewQueue({ mode, bank }: { mode: 'due' | 'missed'; bank: Question[] }) {
  const attempts = useProgress((s) => s.attempts);
  // The queue is fixed when the session starts; answering changes the schedule, not this session's list.
  const [queue] = useState(() => {
    const now = Date.now();
    const ids =
      mode === 'missed'
        ? recentlyMissed(attempts, now)
        : dueQueue(
            bank.map((q) => q.id),
            attempts,
            now,
          ).map((i) => i.id);
    const byId = new Map(bank.map((q) => [q.id, q]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  });
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState(false);
  const current = queue[index];

  return (
    <>
      <header>
        <p className="eyebrow">Review</p>
        <h1>{mode === 'missed' ? 'Drill: recently missed' : 'Spaced review'}</h1>
        <nav aria-label="Review modes" className="review-modes">
          <a href="/quiz/review" aria-current={mode === 'due' ? 'page' : undefined}>
            Due now
          </a>{' '}
          ·{' '}
          <a href="/quiz/review?mode=missed" aria-current={mode === 'missed' ? 'page' : undefined}>
            Missed in the last 7 days
          </a>
        </nav>
        <p className="quiz-progress">
          {mode === 'due'
            ? `${queue.length} to review now (due ones first, then at most ${NEW_PER_DAY} new a day). Say how sure you were: it sets when you see the question again.`
            : `${queue.length} question${queue.length === 1 ? '' : 's'} whose last answer in the past 7 days was wrong.`}
        </p>
      </header>
      {current ? (
        <>
          <QuestionCard
            key={current.id}
            question={current}
            mode="review"
            position={{ index, total: queue.length }}
            onAnswered={() => setAnswered(true)}
            actions={
              answered ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setIndex((i) => i + 1);
                    setAnswered(false);
                  }}
                >
                  {index + 1 < queue.length ? 'Next question' : 'Finish'}
                </button>
              ) : null
            }
          />
          {answered ? <NextDue attempts={attempts[current.id]} /> : null}
        </>
      ) : (
        <p>
          {queue.length ? 'Done for now. ' : 'Nothing to review right now. '}
          <a href="/quiz">Practise a lesson</a> or come back when reviews are due.
        </p>
      )}
    </>
  );
}

function NextDue({ attempts }: { attempts: Attempt[] | undefined }) {
  const [now] = useState(Date.now);
  const due = cardFromAttempts(attempts).due;
  const days = Math.round((due.getTime() - now) / 86_400_000);
  return (
    <p className="quiz-progress">
      Next review of this question: {days <= 0 ? 'later today' : days === 1 ? 'tomorrow' : `in ${days} days`} (
      {due.toLocaleDateString()}).
    </p>
  );
}
