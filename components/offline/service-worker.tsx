'use client';

import { useEffect, useState } from 'react';
import type { Serwist } from '@serwist/window';
import './offline.css';

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
    // Loaded once the page has loaded: the first-load JavaScript does not grow, and precaching never competes
    // with the page's own requests.
    const start = () =>
      void import('@serwist/window').then(({ Serwist }) => {
        if (cancelled) return;
        const sw = new Serwist('/sw.js', { scope: '/' });
        sw.addEventListener('waiting', () => setWaiting(sw));
        sw.addEventListener('controlling', (event) => {
          if (event.isUpdate) window.location.reload();
        });
        // A refused registration (private mode, a blocked worker) only means no offline copy: the app works on.
        sw.register().catch(() => undefined);
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
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
