'use client';

import { useEffect, useState } from 'react';

/**
 * Text for a polite live region that follows `text` at most once every `everyMs`: a screen reader hears
 * "12 of 30 answered" now and then, not once per answer.
 */
export function usePoliteText(text: string, everyMs = 5000): string {
  const [spoken, setSpoken] = useState(text);
  const [last, setLast] = useState(0);
  useEffect(() => {
    if (text === spoken) return;
    const wait = Math.max(0, last + everyMs - Date.now());
    const timer = setTimeout(() => {
      setSpoken(text);
      setLast(Date.now());
    }, wait);
    return () => clearTimeout(timer);
  }, [text, spoken, last, everyMs]);
  return spoken;
}
