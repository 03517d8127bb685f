'use client';

import { useRef, useState, type ReactNode } from 'react';
import type { DeckAction } from '@/lib/present/keys';
import { parseJump } from '@/lib/present/jump';
import type { SpeakerNotes } from '@/lib/present/speaker-notes';
import { DeckContext } from './deck-context';
import { NextPreview } from './next-preview';
import { SpeakerClock } from './speaker-clock';
import { SpeakerNotesPanel } from './speaker-notes-panel';
import type { DeckInfo } from './types';
import { useDeck } from './use-deck';
import { scrollSlide } from './scroll-slide';
import { useDeckKeys } from './use-deck-keys';
import { useProjectorTheme } from './use-projector-theme';
import { useShownSlide } from './use-shown-slide';
import { useStageScale } from './use-stage-scale';
import './present.css';
import './question.css';

/**
 * The speaker window: the current slide (answers visible, here only), the next one, the section's notes and
 * the clocks. It moves with the presenter window and drives it (same keys), over a BroadcastChannel.
 */
export function SpeakerView({ info, notes, children }: { info: DeckInfo; notes: SpeakerNotes; children: ReactNode }) {
  const total = info.slides.length;
  const { state, store } = useDeck(info.id, total, 'speaker');
  const slides = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const scale = useStageScale(box);
  const slide = info.slides[state.current - 1];
  // The speaker window follows the projector theme too: the presenter may mirror it to the room by mistake.
  const [projector] = useProjectorTheme();
  useShownSlide(slides, state.current);

  const run = (action: DeckAction, typed: string) => {
    if (action.type === 'next') store.goto(state.current + 1);
    else if (action.type === 'prev') store.goto(state.current - 1);
    else if (action.type === 'first') store.goto(1);
    else if (action.type === 'last') store.goto(total);
    else if (action.type === 'jump') {
      const n = parseJump(typed, total);
      if (n) store.goto(n);
    } else if (action.type === 'blank') store.setBlank(!state.blank);
    else if (action.type === 'reveal' && slide?.kind === 'question')
      store.setRevealed(state.current, !state.revealed.has(state.current));
    else if (action.type === 'scroll') scrollSlide(slides.current, action.by);
  };
  const typed = useDeckKeys(run);

  return (
    <div className="speaker" tabIndex={-1} data-projector={projector ? 'on' : undefined}>
      <header className="speaker__bar">
        <h1 className="speaker__title">Speaker view · {info.title}</h1>
        <p className="speaker__count">
          Slide {state.current} of {total}
          {typed ? ` · go to ${typed} ⏎` : ''}
          {state.blank ? ' · screen blank' : ''}
        </p>
        <SpeakerClock
          startedAt={state.startedAt}
          slideSince={state.slideSince}
          onRestart={() => store.restartClock()}
        />
        <nav className="speaker__nav" aria-label="Speaker controls">
          <button
            type="button"
            className="button"
            onClick={() => run({ type: 'prev' }, '')}
            disabled={state.current <= 1}
          >
            ← Previous
          </button>
          <button
            type="button"
            className="button"
            onClick={() => run({ type: 'next' }, '')}
            disabled={state.current >= total}
          >
            Next →
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={state.blank}
            onClick={() => run({ type: 'blank' }, '')}
          >
            Blank the room
          </button>
        </nav>
      </header>
      <div className="speaker__grid">
        <section className="speaker__current" aria-label="Current slide">
          <div ref={setBox} className="speaker__box">
            <div className="deck__frame" style={{ width: 1280 * scale, height: 720 * scale }}>
              <div className="deck__stage" style={{ transform: `scale(${scale})` }}>
                <DeckContext.Provider
                  value={{
                    revealed: state.revealed,
                    setRevealed: (n, on) => store.setRevealed(n, on),
                    seesAnswers: true,
                  }}
                >
                  <div ref={slides} className="deck__slides">
                    {children}
                  </div>
                </DeckContext.Provider>
              </div>
            </div>
          </div>
        </section>
        <NextPreview slides={slides} n={state.current + 1} label={info.slides[state.current]?.label} />
        <SpeakerNotesPanel notes={notes} section={slide?.section ?? ''} onJump={(n) => store.goto(n)} />
      </div>
    </div>
  );
}
