'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { typeDigit } from '@/lib/present/jump';
import { deckAction, focusKind, type DeckAction } from '@/lib/present/keys';

/**
 * Listens for the presenter's keys on the whole window and hands each action to `run`. Returns the slide
 * number typed so far, shown on screen so the presenter sees what Enter will jump to.
 */
export function useDeckKeys(run: (action: DeckAction, typed: string) => void): string {
  const [typed, setTyped] = useState('');
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented || (e.repeat && e.key.length === 1)) return;
    const action = deckAction(e, focusKind(document.activeElement), typed);
    if (!action) return;
    e.preventDefault();
    run(action, typed);
    if (action.type === 'digit') setTyped(typeDigit(typed, action.digit));
    else if (action.type === 'erase') setTyped(e.key === 'Backspace' ? typed.slice(0, -1) : '');
    else setTyped('');
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
  return typed;
}
