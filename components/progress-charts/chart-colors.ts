'use client';

import { useEffect, useState } from 'react';

/** Colours a canvas needs, read from the page's CSS variables (a canvas cannot use var()). */
export interface ChartColors {
  text: string;
  muted: string;
  grid: string;
  accent: string;
  bad: string;
  ok: string;
  series: string[];
}

export const SERIES_COLORS = 8;

export function readColors(el: Element): ChartColors {
  const css = getComputedStyle(el);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return {
    text: v('--text'),
    muted: v('--muted'),
    grid: v('--border'),
    accent: v('--accent'),
    bad: v('--bad'),
    ok: v('--ok'),
    series: Array.from({ length: SERIES_COLORS }, (_, i) => v(`--pc-${i + 1}`)),
  };
}

/** A number that changes whenever the theme does (the toggle's data-theme, or the system's preference). */
export function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((n) => n + 1);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class'] });
    const media = matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', bump);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', bump);
    };
  }, []);
  return version;
}
