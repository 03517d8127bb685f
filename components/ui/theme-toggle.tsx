'use client';

import { useSyncExternalStore } from 'react';
import { THEME_KEY, type ThemeChoice } from './theme';

const next: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const icon: Record<ThemeChoice, string> = { system: '◐', light: '☀', dark: '☾' };
const label: Record<ThemeChoice, string> = { system: 'Auto', light: 'Light', dark: 'Dark' };
const CHANGED = 'mcpa-theme-changed';

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
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

function apply(value: ThemeChoice) {
  try {
    if (value === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, value);
  } catch {
    // Storage may be blocked; the theme still applies to this page view.
  }
  if (value === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = value;
  window.dispatchEvent(new Event(CHANGED));
}

/** Cycles Auto (follows the OS) → Light → Dark; the choice is remembered. */
export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribe, readChoice, () => 'system' as const);
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => apply(next[choice])}
      aria-label={`Theme: ${label[choice]}. Switch to ${label[next[choice]]}`}
      title={`Theme: ${label[choice]}`}
    >
      <span aria-hidden="true">{icon[choice]}</span>
      <span className="icon-button__text">{label[choice]}</span>
    </button>
  );
}
