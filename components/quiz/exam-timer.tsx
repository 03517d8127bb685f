'use client';

import { useEffect, useState } from 'react';
import type { ExamSession } from '@/lib/progress/exam-slice';

/** Milliseconds left; Infinity without a limit. */
export function remainingMs(exam: Pick<ExamSession, 'startedAt' | 'limitMs'>, now: number): number {
  return exam.limitMs === null ? Infinity : exam.startedAt + exam.limitMs - now;
}

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The exam clock, with the two controls WCAG 2.2.1 asks for: more time, or no limit at all. Hidden if the
 * learner chose so; the 5-minute and 1-minute marks are announced either way.
 */
export function ExamTimer({ exam, onExtend }: { exam: ExamSession; onExtend: (ms: number | null) => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remainingMs(exam, now);
  const warning = left <= 60_000 ? 'One minute left.' : left <= 5 * 60_000 ? 'Five minutes left.' : '';
  return (
    <div className="exam-timer">
      {exam.limitMs === null ? (
        <p>No time limit.</p>
      ) : (
        <>
          {exam.showTimer ? (
            <p>
              Time left: <strong className="exam-timer__clock">{clock(left)}</strong>
            </p>
          ) : (
            <p>Clock hidden.</p>
          )}
          <button type="button" className="button" onClick={() => onExtend(10 * 60_000)}>
            Add 10 minutes
          </button>
          <button type="button" className="button" onClick={() => onExtend(null)}>
            Turn off the time limit
          </button>
        </>
      )}
      <p className="visually-hidden" role="status">
        {exam.limitMs === null ? '' : warning}
      </p>
    </div>
  );
}
