'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { useProgressHydrated, useProgressStoreApi } from '@/components/progress/use-progress';
import { parseFragment, type Pairing } from '@/lib/sync-client/pairing';

const subscribeHash = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};

/** Reads the pairing link's fragment (it never reaches the server) and joins on the learner's say-so. */
export function JoinSync() {
  const store = useProgressStoreApi();
  const hydrated = useProgressHydrated();
  // null on the server and in the first render: the fragment is read in the browser only.
  const hash = useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => null,
  );
  const pairing = useMemo(() => (hash === null ? undefined : parseFragment(hash)), [hash]);
  const [joined, setJoined] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const join = async (pairing: Pairing) => {
    setBusy(true);
    setError('');
    const { joinSpace } = await import('@/lib/sync-client/session');
    const status = await joinSpace(store, pairing);
    setBusy(false);
    if (status.state !== 'synced') {
      setError(
        status.state === 'offline'
          ? 'This device is offline: connect and try again.'
          : (status.message ?? 'Joining failed. Nothing here was changed.'),
      );
      return;
    }
    // The key stays out of the address bar, the history and any bookmark from now on.
    history.replaceState(null, '', window.location.pathname);
    setJoined(true);
  };

  if (joined)
    return (
      <>
        <p role="status">This device now syncs: the progress of both is merged, and nothing was lost.</p>
        <p>
          <a href="/quiz/progress">See your progress</a>
        </p>
      </>
    );
  if (pairing === undefined) return <p role="status">Reading the pairing link…</p>;
  if (pairing === null)
    return (
      <p role="alert">
        This address holds no pairing link, or only part of one. On a device that syncs, open{' '}
        <a href="/quiz/progress">Your progress</a>, choose &ldquo;Show the pairing link&rdquo;, and copy all of it.
      </p>
    );
  return (
    <>
      <p>
        This link pairs this browser with your other devices. Joining merges the synced progress with what this browser
        already has: answers, exams, reviews and lessons of both are kept. Your progress is encrypted in the browser
        with the key in this link; the server never sees the key.
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={busy || !hydrated}
        onClick={() => void join(pairing)}
      >
        Join and merge
      </button>
      <p role="alert" className={error ? 'exam-setup__error' : ''}>
        {error && `✗ ${error}`}
      </p>
    </>
  );
}
