import { describe, expect, it } from 'vitest';
import { lockDown, REMOVED_GLOBALS } from './lockdown';

/** A stand-in for a worker's global: members both own (as WebIDL puts them on a [Global]) and inherited. */
function fakeScope() {
  const proto = { fetch: () => 'fetched', importScripts: () => undefined };
  const navProto = { storage: {}, locks: {} };
  const scope = Object.create(proto) as Record<string, unknown>;
  Object.defineProperty(scope, 'indexedDB', { get: () => ({}), configurable: true });
  scope.BroadcastChannel = class {};
  scope.postMessage = () => undefined;
  scope.setTimeout = setTimeout;
  scope.navigator = Object.create(navProto) as object;
  return scope;
}

describe('lockDown', () => {
  it('removes own and inherited members of the scope and its navigator, and keeps the rest', () => {
    const scope = fakeScope();
    expect(lockDown(scope)).toEqual([]);
    for (const name of ['fetch', 'importScripts', 'indexedDB', 'BroadcastChannel', 'postMessage'])
      expect(name in scope, name).toBe(false);
    expect('storage' in (scope.navigator as object)).toBe(false);
    expect('locks' in (scope.navigator as object)).toBe(false);
    expect(scope.setTimeout).toBe(setTimeout);
  });

  it('names what it could not remove', () => {
    const scope = fakeScope();
    Object.defineProperty(scope, 'caches', { value: {}, configurable: false });
    expect(lockDown(scope)).toEqual(['caches']);
    expect(REMOVED_GLOBALS).toContain('caches');
  });
});
