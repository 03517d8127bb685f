'use client';

import { useEffect, useState } from 'react';
import type { Serwist } from '@serwist/window';
import './offline.css';

/** How long after `load` the page is left to finish its own work before the worker registers. */
const SETTLE_MS = 2000;

/** Runs `work` when the main thread is next idle (within 3 s), or at once where there is no idle callback. */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 3000 });
  else work();
}

/**
 * Registers the service worker (production builds only: `next dev` has none) and, when a new version has
 * been installed and is waiting, offers it. Pressing Reload activates it and reloads once it controls the page,
 * so a tab never runs two builds; progress (localStorage) is not touched by the update.
 */
export function ServiceWorkerUpdates() {
  const [waiting, setWaiting] = useState<Serwist | null>(null);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    // Registered once the page has loaded and then settled: the first-load JavaScript does not grow, and the
    // precache (about 3 MB) never competes with what the page still loads after `load` (a lab's engine and
    // panels start then, and measured about 50 ms slower to their first tools/list with the worker installing
    // beside them).
    const register = () =>
      void import('@serwist/window').then(
        ({ Serwist }) => {
          if (cancelled) return;
          const sw = new Serwist('/sw.js', { scope: '/' });
          sw.addEventListener('waiting', () => setWaiting(sw));
          sw.addEventListener('controlling', (event) => {
            if (event.isUpdate) window.location.reload();
          });
          // A refused registration (private mode, a blocked worker) only means no offline copy: the app works on.
          sw.register().catch(() => undefined);
        },
        () => undefined, // its code could not load (the server is gone): the next page load registers it
      );
    // Offline by then, the registration's own code could not load: it waits for the connection to come back.
    const registerOnline = () => {
      if (navigator.onLine) register();
      else window.addEventListener('online', registerOnline, { once: true });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => whenIdle(registerOnline), SETTLE_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('load', start);
      window.removeEventListener('online', registerOnline);
    };
  }, []);

  const update = () => {
    setReloading(true);
    waiting?.messageSkipWaiting();
  };

  return (
    <div role="status" className="update-prompt">
      {waiting && (
        <>
          <p>A new version is ready. Your progress is kept.</p>
          <button type="button" className="button button--primary" onClick={update} disabled={reloading}>
            {reloading ? 'Reloading…' : 'Reload'}
          </button>
        </>
      )}
    </div>
  );
}
