'use client';

import type { DeckAction } from '@/lib/present/keys';

interface Props {
  current: number;
  total: number;
  /** A slide number being typed (Enter jumps to it). */
  typed: string;
  fullscreen: boolean;
  projector: boolean;
  onAction: (action: DeckAction, typed: string) => void;
  onProjector: () => void;
  onSpeaker: () => void;
}

/** The presenter's controls, for a pointer or Tab; each names its key. */
export function DeckToolbar({ current, total, typed, fullscreen, projector, onAction, onProjector, onSpeaker }: Props) {
  const act = (type: 'prev' | 'next' | 'fullscreen' | 'blank' | 'exit') => onAction({ type }, '');
  return (
    <nav className="deck-toolbar" aria-label="Presenter controls">
      <button type="button" onClick={() => act('prev')} disabled={current <= 1} aria-keyshortcuts="ArrowLeft">
        <span aria-hidden="true">←</span> Previous
      </button>
      <p className="deck-toolbar__count">
        {typed ? <span className="deck-toolbar__typed">Go to {typed} ⏎ · </span> : null}
        <span className="visually-hidden">Slide </span>
        {current}
        <span aria-hidden="true"> / </span>
        <span className="visually-hidden"> of </span>
        {total}
      </p>
      <button type="button" onClick={() => act('next')} disabled={current >= total} aria-keyshortcuts="ArrowRight">
        Next <span aria-hidden="true">→</span>
      </button>
      <span className="deck-toolbar__gap" />
      <button type="button" onClick={() => act('fullscreen')} aria-pressed={fullscreen} aria-keyshortcuts="F">
        Full screen
      </button>
      <button type="button" onClick={() => act('blank')} aria-keyshortcuts="B">
        Blank
      </button>
      <button type="button" onClick={onProjector} aria-pressed={projector}>
        Projector theme
      </button>
      <button type="button" onClick={onSpeaker}>
        Open speaker view
      </button>
      <button type="button" onClick={() => act('exit')} aria-keyshortcuts="Escape">
        Exit
      </button>
    </nav>
  );
}
