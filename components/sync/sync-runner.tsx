'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { ProgressStoreApi } from '@/lib/progress/store';
import { parsePairing, readPairingRaw, subscribePairing } from '@/lib/sync-client/pairing';

/**
 * Syncs progress while this device is paired (lib/sync-client). Mounted by the progress provider once a page
 * uses progress; the sync code (crypto, engine) loads only on a paired device.
 */
export default function SyncRunner({ store }: { store: ProgressStoreApi }) {
  const raw = useSyncExternalStore(subscribePairing, readPairingRaw, () => null);
  useEffect(() => {
    const pairing = parsePairing(raw);
    if (!pairing) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // After the saved progress is read: a sync before that would merge into an empty store.
    const start = async () => {
      if (!store.persist.hasHydrated()) await new Promise<void>((r) => store.persist.onFinishHydration(() => r()));
      const { startSyncSession } = await import('@/lib/sync-client/session');
      if (cancelled) return;
      const stopSession = await startSyncSession(store, pairing);
      if (cancelled) stopSession();
      else stop = stopSession;
    };
    // The sync code is fetched on first use: a page that went offline before it arrived tries again online.
    const attempt = () => void start().catch(() => window.addEventListener('online', attempt, { once: true }));
    attempt();
    return () => {
      cancelled = true;
      window.removeEventListener('online', attempt);
      stop?.();
    };
  }, [raw, store]);
  return null;
}
