'use client';

import { useSyncExternalStore } from 'react';

const KEY = 'mcpa-lab:projector-theme';
const CHANGED = 'mcpa-projector-changed';

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function subscribe(notify: () => void) {
  window.addEventListener(CHANGED, notify);
  window.addEventListener('storage', notify);
  return () => {
    window.removeEventListener(CHANGED, notify);
    window.removeEventListener('storage', notify);
  };
}

/** The high-contrast projector theme (light, black text, thick focus rings): remembered, off by default. */
export function useProjectorTheme(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const set = (value: boolean) => {
    try {
      if (value) localStorage.setItem(KEY, 'on');
      else localStorage.removeItem(KEY);
    } catch {
      // Storage may be blocked; nothing to remember then.
    }
    window.dispatchEvent(new Event(CHANGED));
  };
  return [on, set];
}
