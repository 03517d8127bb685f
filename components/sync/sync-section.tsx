'use client';

import { Suspense, useState } from 'react';
import { useProgressStoreApi } from '@/components/progress/use-progress';
import { lazyOr } from '@/components/ui/lazy-or';
import { useSyncState } from './use-sync-state';

const PairingPanel = lazyOr(
  () => import('./pairing-panel'),
  () => <p role="alert">The pairing link could not load (offline?). Reload the page to try again.</p>,
);
// Crypto and the engine load on the first click, not with the page.
const session = () => import('@/lib/sync-client/session');

type Confirming = 'stop' | 'delete' | null;

/** "Use on another device": pair this browser with others through an end-to-end encrypted copy on the server. */
export function SyncSection() {
  const store = useProgressStoreApi();
  const { pairing, status, text } = useSyncState();
  const [busy, setBusy] = useState(false);
  const [showLink, setShowLink] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [error, setError] = useState('');

  const act = async (run: () => Promise<string | void>) => {
    setBusy(true);
    setError('');
    try {
      setError((await run()) ?? '');
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    act(async () => {
      const result = await (await session()).createSpace(store);
      if (result.state !== 'synced') return result.message ?? 'The sync space could not be made.';
      setShowLink(true);
    });
  const forget = async () => (await import('@/lib/sync-client/pairing')).savePairing(null);
  const confirm = () =>
    act(async () => {
      setConfirming(null);
      setShowLink(false);
      if (confirming === 'stop') return forget();
      if (!pairing) return;
      const result = await (await session()).deleteSpace(store, pairing);
      if (result.state !== 'idle') return result.message ?? 'The server copy could not be deleted.';
    });

  return (
    <section aria-labelledby="dash-sync" className="dash-card">
      <h2 id="dash-sync">Use on another device</h2>
      {!pairing ? (
        <>
          <p>
            Sync your progress with your other browsers, without an account. This browser encrypts your progress before
            it leaves the device; the server keeps only the encrypted copy and never sees the key, which travels in the
            pairing link.
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => void create()}>
            Use on another device
          </button>
        </>
      ) : (
        <>
          <p role="status" aria-live="polite">
            {text}
          </p>
          <div className="quiz-q__actions">
            <button type="button" className="button" aria-expanded={showLink} onClick={() => setShowLink(!showLink)}>
              {showLink ? 'Hide the pairing link' : 'Show the pairing link'}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy || status.state === 'syncing'}
              onClick={() => void session().then((s) => s.syncNow())}
            >
              Sync now
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming('stop')}>
              Stop syncing here
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming('delete')}>
              Delete the server copy
            </button>
          </div>
          {confirming && (
            <div role="group" aria-label="Confirm">
              <p>
                {confirming === 'stop'
                  ? 'Stop syncing on this browser? Its progress stays here; other devices keep syncing.'
                  : 'Delete the synced copy from the server? Every device stops syncing; each keeps its own progress.'}
              </p>
              <div className="quiz-q__actions">
                <button type="button" className="button button--primary" onClick={() => void confirm()}>
                  {confirming === 'stop' ? 'Yes, stop syncing here' : 'Yes, delete the server copy'}
                </button>
                <button type="button" className="button" onClick={() => setConfirming(null)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
          {showLink && (
            <Suspense fallback={<p>Loading the pairing link…</p>}>
              <PairingPanel pairing={pairing} />
            </Suspense>
          )}
        </>
      )}
      <p role="alert" className={error ? 'exam-setup__error' : ''}>
        {error && `✗ ${error}`}
      </p>
    </section>
  );
}
