/**
 * Where this device keeps its sync space: the space id and the link key, in localStorage under one key. It is
 * read by the progress provider on every page that uses progress, so it is checked by hand (no zod here).
 */

export const SYNC_KEY = 'mcpa-lab:sync';
const CHANGED = 'mcpa-lab:sync-changed';

export interface Pairing {
  spaceId: string;
  linkKey: string;
}

const SPACE_ID = /^[A-Za-z0-9_-]{22,64}$/;
const LINK_KEY = /^[A-Za-z0-9_-]{43}$/;

const valid = (p: unknown): p is Pairing =>
  !!p &&
  typeof p === 'object' &&
  SPACE_ID.test((p as Pairing).spaceId) &&
  typeof (p as Pairing).linkKey === 'string' &&
  LINK_KEY.test((p as Pairing).linkKey);

/** The pairing link's fragment: `<spaceId>.<linkKey>`; the fragment never reaches the server. */
export const pairingFragment = (p: Pairing) => `${p.spaceId}.${p.linkKey}`;
export const pairingLink = (origin: string, p: Pairing) => `${origin}/sync#${pairingFragment(p)}`;

export function parseFragment(hash: string): Pairing | null {
  const [spaceId, linkKey, ...rest] = hash.replace(/^#/, '').split('.');
  const p = { spaceId, linkKey };
  return rest.length === 0 && valid(p) ? p : null;
}

/** The raw stored text: a stable value for useSyncExternalStore. */
export function readPairingRaw(): string | null {
  try {
    return localStorage.getItem(SYNC_KEY);
  } catch {
    return null;
  }
}

export function parsePairing(raw: string | null): Pairing | null {
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as unknown;
    return valid(p) ? { spaceId: p.spaceId, linkKey: p.linkKey } : null;
  } catch {
    return null;
  }
}

export function savePairing(p: Pairing | null) {
  if (p) localStorage.setItem(SYNC_KEY, JSON.stringify({ spaceId: p.spaceId, linkKey: p.linkKey }));
  else localStorage.removeItem(SYNC_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls back when this tab or another changes the pairing. */
export function subscribePairing(notify: () => void) {
  const onStorage = (e: StorageEvent) => e.key === SYNC_KEY && notify();
  window.addEventListener(CHANGED, notify);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, notify);
    window.removeEventListener('storage', onStorage);
  };
}
