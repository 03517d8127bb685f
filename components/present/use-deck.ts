'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { DeckStore } from '@/lib/present/deck-store';
import { hashFor, slideFromHash } from '@/lib/present/jump';

/**
 * This window's deck: its store, connected to the deck's other window, and kept in the URL (`#s-N`) so a
 * reload or a shared link lands on the same slide.
 */
export function useDeck(deck: string, total: number, role: 'presenter' | 'speaker') {
  const [store] = useState(() => new DeckStore(deck, total, role));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    const disconnect = store.connect();
    const read = () => {
      const n = slideFromHash(window.location.hash, total);
      // The presenter's link decides where the deck is; the speaker window follows the presenter.
      if (n !== null) store.goto(n, role === 'presenter');
    };
    read();
    window.addEventListener('hashchange', read);
    const write = () => {
      const hash = hashFor(store.getState().current);
      if (window.location.hash !== hash) window.history.replaceState(window.history.state, '', hash);
    };
    const unsubscribe = store.subscribe(write);
    return () => {
      disconnect();
      unsubscribe();
      window.removeEventListener('hashchange', read);
    };
  }, [store, total, role]);

  return { state, store };
}
