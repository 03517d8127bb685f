'use client';

import { useState, useSyncExternalStore } from 'react';
import { useProgress, useProgressHydrated, useProgressStoreApi } from '@/components/progress/use-progress';
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
  const store = useProgressStoreApi();
  // The queue is fixed when the session starts; answering changes the schedule, not this session's list (so
  // the attempts are read once, not subscribed to: an answer re-renders only its card).
  const [queue] = useState(() => {
    const { attempts } = store.getState();
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
  // How many answers the current question had before this one: its next review shows once this one is in.
  const [answered, setAnswered] = useState<number | null>(null);
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
            onAnswered={() => setAnswered(store.getState().attempts[current.id]?.length ?? 0)}
            actions={
              answered !== null ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setIndex((i) => i + 1);
                    setAnswered(null);
                  }}
                >
                  {index + 1 < queue.length ? 'Next question' : 'Finish'}
                </button>
              ) : null
            }
          />
          {answered !== null ? <NextDue id={current.id} before={answered} /> : null}
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

/** When FSRS next shows the question: worked out once the answer is recorded (just after its verdict is shown). */
function NextDue({ id, before }: { id: string; before: number }) {
  const attempts = useProgress((s) => s.attempts[id]);
  const [now] = useState(Date.now);
  if ((attempts?.length ?? 0) <= before) return null;
  const due = cardFromAttempts(attempts).due;
  const days = Math.round((due.getTime() - now) / 86_400_000);
  return (
    <p className="quiz-progress">
      Next review of this question: {days <= 0 ? 'later today' : days === 1 ? 'tomorrow' : `in ${days} days`} (
      {due.toLocaleDateString()}).
    </p>
  );
}
