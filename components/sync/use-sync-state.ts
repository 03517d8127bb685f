import { useEffect, useState, useSyncExternalStore } from 'react';
import { parsePairing, readPairingRaw, subscribePairing } from '@/lib/sync-client/pairing';
import { describeStatus, getSyncStatus, subscribeSyncStatus } from '@/lib/sync-client/status';

/** This device's pairing (or null) and the sync status as a sentence, refreshed each half minute ("2 min ago").
// A status newer than the last tick counts from its own time, so it reads "just now". */
export function useSyncState() {
  const raw = useSyncExternalStore(subscribePairing, readPairingRaw, () => null);
  const status = useSyncExternalStore(subscribeSyncStatus, getSyncStatus, getSyncStatus);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return { pairing: parsePairing(raw), status, text: describeStatus(status, Math.max(now, status.at)) };
}
