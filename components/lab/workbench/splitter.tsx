'use client';

import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';

/** The primary pane's share of the width, in percent; 0 is collapsed. */
export const SPLIT = { min: 0, smallest: 20, largest: 75, step: 5 } as const;

const clamp = (v: number) => Math.min(SPLIT.largest, Math.max(SPLIT.smallest, Math.round(v)));

const moves: Record<string, number> = {
  ArrowLeft: -SPLIT.step,
  ArrowDown: -SPLIT.step,
  ArrowRight: SPLIT.step,
  ArrowUp: SPLIT.step,
};

/**
 * A vertical window splitter (the WAI-ARIA pattern): focusable, arrows move it, Home and End go to the
 * smallest and largest size, Enter collapses the primary pane and restores it; a pointer drags it.
 */
export function Splitter({
  controls,
  label,
  value,
  onChange,
}: {
  controls: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const restore = useRef(50);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    let next: number | undefined;
    if (e.key in moves) next = clamp((value || SPLIT.smallest - SPLIT.step) + moves[e.key]);
    else if (e.key === 'Home') next = SPLIT.smallest;
    else if (e.key === 'End') next = SPLIT.largest;
    else if (e.key === 'Enter') {
      if (value > 0) restore.current = value;
      next = value > 0 ? SPLIT.min : restore.current;
    }
    if (next === undefined) return;
    e.preventDefault();
    onChange(next);
  };

  // The pointer is captured, so a drag keeps going over the panes' own content and iframes alike.
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!e.currentTarget.hasPointerCapture(e.pointerId)) return;
    const box = e.currentTarget.parentElement!.getBoundingClientRect();
    onChange(clamp(((e.clientX - box.left) / box.width) * 100));
  };

  return (
    <div
      role="separator"
      tabIndex={0}
      className="wb-splitter"
      aria-label={label}
      aria-controls={controls}
      aria-orientation="vertical"
      aria-valuenow={value}
      aria-valuemin={SPLIT.min}
      aria-valuemax={SPLIT.largest}
      aria-valuetext={value === 0 ? 'panels collapsed' : `panels ${value}% of the width`}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        e.preventDefault();
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={onPointerMove}
    />
  );
}
