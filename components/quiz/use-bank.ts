'use client';

import { useEffect, useState } from 'react';
import type { Question } from '@/lib/quiz/schema';
import { BANK_URL } from './bank-url';

export type BankState =
  { status: 'loading' } | { status: 'ready'; questions: Question[] } | { status: 'error'; message: string };

let cached: Promise<Question[]> | undefined;

/** The question bank (BANK_URL, built with the content), fetched once per page (preloaded by quiz pages). */
export function useBank(): BankState {
  const [state, setState] = useState<BankState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    cached ??= fetch(BANK_URL).then((r) => {
      if (!r.ok) throw new Error(`the server answered HTTP ${r.status}`);
      return r.json() as Promise<Question[]>;
    });
    cached.then(
      (questions) => live && setState({ status: 'ready', questions }),
      (err: unknown) => {
        cached = undefined;
        if (live) setState({ status: 'error', message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
