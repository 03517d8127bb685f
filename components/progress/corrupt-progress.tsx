'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { downloadText } from '@/components/ui/download';
import { PROGRESS_KEY } from '@/lib/progress/persisted';
import { checkStored } from '@/lib/progress/transfer';

const subscribe = (notify: () => void) => {
  window.addEventListener('storage', notify);
  return () => window.removeEventListener('storage', notify);
};

const readRaw = () => {
  try {
    return localStorage.getItem(PROGRESS_KEY);
  } catch {
    return null; // storage itself is unavailable (private mode): nothing to rescue
  }
};

/**
 * Saved progress that cannot be read is kept exactly as it is (the store neither reads nor overwrites it):
 * the learner can download it, and the app starts fresh only when they say so.
 */
export default function CorruptProgress() {
  // Read after hydration (the server has no storage), and again when another tab writes.
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const [dismissed, setDismissed] = useState(false);
  const problem = useMemo(() => {
    const check = checkStored(raw);
    return check.status === 'corrupt' ? { raw: raw!, reason: check.reason } : null;
  }, [raw]);
  if (!problem || dismissed) return null;
  return (
    <div role="alert" className="corrupt-progress">
      <p>
        <strong>Your saved progress could not be read</strong> ({problem.reason}). It has been kept exactly as it was;
        nothing is saved over it until you choose. Answers you give now are kept only in this tab.
      </p>
      <div className="corrupt-progress__actions">
        <button
          type="button"
          className="button"
          onClick={() => downloadText(problem.raw, 'mcpa-lab-progress-unreadable.json')}
        >
          Download the saved data
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            localStorage.removeItem(PROGRESS_KEY);
            setDismissed(true);
          }}
        >
          Start fresh
        </button>
      </div>
    </div>
  );
}
