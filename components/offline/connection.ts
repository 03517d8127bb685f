import { useSyncExternalStore } from 'react';

/**
 * Whether the browser can reach the server: navigator.onLine, corrected by experience (a request that failed for
 * want of a network marks the page offline until the next one succeeds or the browser reports it is online).
 */
let failed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function reportNetworkFailure() {
  failed = true;
  notify();
}

export function reportNetworkSuccess() {
  if (!failed) return;
  failed = false;
  notify();
}

function subscribe(listener: () => void) {
  const back = () => {
    failed = false;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('online', back);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', back);
    window.removeEventListener('offline', listener);
  };
}

/** True when the server is out of reach; false on the server render (the page assumes a connection). */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine || failed,
    () => false,
  );
}
