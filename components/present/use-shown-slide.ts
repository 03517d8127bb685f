'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Shows slide `n` of the server-rendered slides under `container` (CSS hides the rest). The slides are static
 * HTML from the server, so marking one current is cheaper than re-rendering them; a lab on a hidden slide
 * stays mounted, so going back to it keeps what the room saw.
 */
export function useShownSlide(container: RefObject<HTMLElement | null>, n: number) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let focusWasInside = false;
    for (const el of root.querySelectorAll<HTMLElement>(':scope > [data-slide], :scope > * > [data-slide]')) {
      const shown = el.dataset.slide === String(n);
      if (!shown && el.contains(document.activeElement)) focusWasInside = true;
      el.toggleAttribute('data-current', shown);
      el.inert = !shown;
    }
    // Focus on a slide that just hid would fall to <body>; keep it in the deck, without a visible jump.
    if (focusWasInside) root.closest<HTMLElement>('.deck, .speaker')?.focus({ preventScroll: true });
  }, [container, n]);
}
