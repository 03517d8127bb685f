'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

/** The deck as its slides see it: which questions have been revealed, and how to reveal one. */
export interface DeckApi {
  revealed: ReadonlySet<number>;
  setRevealed: (n: number, on: boolean) => void;
  /** The speaker window sees every answer at once (the room does not see that window). */
  seesAnswers: boolean;
}

export const DeckContext = createContext<DeckApi | null>(null);
const SlideNumber = createContext(0);

/** Tells the client parts of a server-rendered slide which slide they are on. */
export function SlideScope({ n, children }: { n: number; children: ReactNode }) {
  return <SlideNumber.Provider value={n}>{children}</SlideNumber.Provider>;
}

/** This slide's revealed flag; outside a deck (no provider) it is the component's own state. */
export function useSlideReveal(): { revealed: boolean; setRevealed: (on: boolean) => void; seesAnswers: boolean } {
  const deck = useContext(DeckContext);
  const n = useContext(SlideNumber);
  const [own, setOwn] = useState(false);
  if (!deck) return { revealed: own, setRevealed: setOwn, seesAnswers: false };
  return {
    revealed: deck.revealed.has(n),
    setRevealed: (on) => deck.setRevealed(n, on),
    seesAnswers: deck.seesAnswers,
  };
}
