import type { SyncStatus } from './engine';

/** The page's one sync status, shared by the runner that syncs and the section that shows it. */
let current: SyncStatus = { state: 'idle', at: 0 };
const listeners = new Set<() => void>();

export const getSyncStatus = () => current;

export function setSyncStatus(status: SyncStatus) {
  current = status;
  for (const l of listeners) l();
}

export function subscribeSyncStatus(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** "Synced 2 min ago", "Offline: will sync", or what went wrong. */
export function describeStatus(status: SyncStatus, now: number): string {
  switch (status.state) {
    case 'idle':
      return 'Not synced yet.';
    case 'syncing':
      return 'Syncing…';
    case 'offline':
      return 'Offline: will sync.';
    case 'error': {
      const text = status.message ?? 'Sync failed.';
      // Syncs wait until then (Sync now too), so say when the next one runs.
      return status.retryInMs
        ? `${text} Next try at ${new Date(status.at + status.retryInMs).toLocaleTimeString()}.`
        : text;
    }
    case 'synced': {
      const min = Math.floor((now - status.at) / 60_000);
      return min < 1
        ? 'Synced just now.'
        : min < 60
          ? `Synced ${min} min ago.`
          : `Synced at ${new Date(status.at).toLocaleTimeString()}.`;
    }
  }
}
