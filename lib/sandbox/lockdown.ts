/**
 * What learner code must not reach inside the sandbox worker. The worker's own CSP (lib/csp/sandbox-policy.ts)
 * already refuses every network request and script load; storage and same-origin channels are not governed by
 * CSP, so they are taken away here, before any learner code runs. WebIDL attributes and operations of the
 * global scope are configurable own properties (or sit on a prototype, as `navigator.storage` does), so
 * deleting them leaves nothing to call.
 */
export const REMOVED_GLOBALS = [
  // network (also refused by connect-src 'none' / script-src without a source)
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'EventSource',
  'importScripts',
  'Worker',
  'SharedWorker',
  // storage and channels to the page's origin
  'indexedDB',
  'caches',
  'cookieStore',
  'BroadcastChannel',
  'IDBFactory',
  'CacheStorage',
  'StorageManager',
  'LockManager',
  'FileSystemHandle',
  'FileSystemDirectoryHandle',
  'webkitRequestFileSystem',
  'webkitRequestFileSystemSync',
  'webkitResolveLocalFileSystemURL',
  'webkitResolveLocalFileSystemSyncURL',
  // the worker's way out: the runner keeps its own reference, learner code cannot forge a result
  'postMessage',
  'close',
] as const;

/** Members of navigator (on its prototype) that reach storage, locks or the service worker. */
export const REMOVED_NAVIGATOR = ['storage', 'locks', 'serviceWorker', 'sendBeacon'] as const;

/** Deletes `name` from `target` and every object on its prototype chain; true when it is gone. */
function removeEverywhere(target: object, name: string): boolean {
  for (let o: object | null = target; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
    if (Object.getOwnPropertyDescriptor(o, name)) Reflect.deleteProperty(o, name);
  }
  return !(name in target);
}

/**
 * Removes every listed member from `scope` (the worker's global) and its navigator. Returns the names that
 * could not be removed, so the worker can refuse to run learner code when one stays.
 */
export function lockDown(scope: object): string[] {
  const left: string[] = [];
  const nav = (scope as { navigator?: object }).navigator;
  if (nav) for (const name of REMOVED_NAVIGATOR) if (!removeEverywhere(nav, name)) left.push(`navigator.${name}`);
  for (const name of REMOVED_GLOBALS) if (!removeEverywhere(scope, name)) left.push(name);
  return left;
}
