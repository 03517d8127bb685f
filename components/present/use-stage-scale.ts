'use client';

import { useLayoutEffect, useState } from 'react';

export const STAGE = { width: 1280, height: 720 } as const;

/**
 * Slides are laid out at 1280×720 CSS pixels and scaled to the box they are shown in, so a slide that fits
 * there fits on every screen, and type grows with the projector (28 px body at 1280×720, 42 px at 1920×1080).
 */
export function useStageScale(box: HTMLElement | null): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    if (!box) return;
    const measure = () => {
      const { width, height } = box.getBoundingClientRect();
      if (width > 0 && height > 0) setScale(Math.min(width / STAGE.width, height / STAGE.height));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  return scale;
}
