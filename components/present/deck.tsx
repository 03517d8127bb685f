'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hashFor, parseJump } from '@/lib/present/jump';
import type { DeckAction } from '@/lib/present/keys';
import { DeckContext } from './deck-context';
import { DeckToolbar } from './deck-toolbar';
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
 * Presenter mode: the slides (rendered on the server, all of them) shown one at a time on a 1280×720 stage
 * scaled to the screen, driven by keys, pointer or the speaker window.
 */
export function Deck({ info, children }: { info: DeckInfo; children: ReactNode }) {
  const total = info.slides.length;
  const { state: deck, store } = useDeck(info.id, total, 'presenter');
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const scale = useStageScale(box);
  const root = useRef<HTMLDivElement>(null);
  const slides = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [projector, setProjector] = useProjectorTheme();
  const slide = info.slides[deck.current - 1];
  useShownSlide(slides, deck.current);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.current?.requestFullscreen().catch(() => undefined);
  };
  const router = useRouter();
  const exit = () => router.push(`${info.exitHref}${info.exitAtSection && slide?.section ? `#${slide.section}` : ''}`);
  const openSpeaker = () =>
    window.open(
      `${info.speakerHref}${hashFor(deck.current)}`,
      `mcpa-speaker-${info.id}`,
      'popup,width=1200,height=760',
    );

  // On a lab slide, "next" runs the scenario's next step while one is left; then it turns the slide.
  const labStep = (): boolean => {
    const button = slides.current?.querySelector<HTMLButtonElement>('[data-current] [data-lab-step]');
    if (!button) return false;
    if (!button.disabled) button.click();
    return true;
  };

  const run = (action: DeckAction, typed: string) => {
    if (action.type === 'next') {
      if (deck.blank) store.setBlank(false);
      else if (!labStep()) store.goto(deck.current + 1);
    } else if (action.type === 'prev') store.goto(deck.current - 1);
    else if (action.type === 'first') store.goto(1);
    else if (action.type === 'last') store.goto(total);
    else if (action.type === 'jump') {
      const n = parseJump(typed, total);
      if (n) store.goto(n);
    } else if (action.type === 'exit') exit();
    else if (action.type === 'fullscreen') toggleFullscreen();
    else if (action.type === 'blank') store.setBlank(!deck.blank);
    else if (action.type === 'reveal' && slide?.kind === 'question')
      store.setRevealed(deck.current, !deck.revealed.has(deck.current));
    else if (action.type === 'scroll') scrollSlide(slides.current, action.by);
  };
  const typed = useDeckKeys(run);

  return (
    <div ref={root} className="deck" tabIndex={-1} data-projector={projector ? 'on' : undefined}>
      <div ref={setBox} className="deck__viewport">
        <div className="deck__frame" style={{ width: 1280 * scale, height: 720 * scale }}>
          <div className="deck__stage" style={{ transform: `scale(${scale})` }}>
            <progress
              className="deck__progress"
              max={total}
              value={deck.current}
              aria-label="Progress through the deck"
            />
            <DeckContext.Provider
              value={{ revealed: deck.revealed, setRevealed: (n, on) => store.setRevealed(n, on), seesAnswers: false }}
            >
              <div ref={slides} className="deck__slides">
                {children}
              </div>
            </DeckContext.Provider>
            <DeckToolbar
              current={deck.current}
              total={total}
              typed={typed}
              fullscreen={fullscreen}
              projector={projector}
              onAction={run}
              onProjector={() => setProjector(!projector)}
              onSpeaker={openSpeaker}
            />
            {deck.blank ? (
              <button type="button" className="deck__blank" onClick={() => store.setBlank(false)}>
                <span className="visually-hidden">The screen is blank. Show the slide again (B)</span>
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        Slide {deck.current} of {total}
        {slide?.label ? `: ${slide.label}` : ''}
        {deck.blank ? ' (screen blank)' : ''}
      </p>
    </div>
  );
}
