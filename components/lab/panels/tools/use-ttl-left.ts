'use client';

import { useEffect, useState } from 'react';

/** Milliseconds until `expiresAt`, re-read about four times a second until it reaches 0; no timer after. */
export function useTtlLeft(expiresAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === undefined) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= expiresAt) stop();
    };
    const timer = setInterval(tick, 250);
    const first = setTimeout(tick, 0);
    const stop = () => {
      clearInterval(timer);
      clearTimeout(first);
    };
    return stop;
  }, [expiresAt]);
  return expiresAt === undefined ? 0 : Math.max(0, expiresAt - now);
}
