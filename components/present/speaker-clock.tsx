'use client';

import { useEffect, useState } from 'react';

const mmss = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Time since the talk started and on this slide, updated each second. */
export function SpeakerClock({
  startedAt,
  slideSince,
  onRestart,
}: {
  startedAt: number;
  slideSince: number;
  onRestart: () => void;
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, 1000);
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
    };
  }, []);
  return (
    <div className="speaker__clock">
      <p>
        Elapsed <strong className="speaker__time">{now === null ? '–:––' : mmss(now - startedAt)}</strong>
      </p>
      <p>
        This slide <strong className="speaker__time">{now === null ? '–:––' : mmss(now - slideSince)}</strong>
      </p>
      <button type="button" className="button" onClick={onRestart}>
        Restart clock
      </button>
    </div>
  );
}
