'use client';

import '@/lib/zod-jitless';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { isLoopbackHost, joinOrigin, type JoinOrigin, type PublicAddresses } from '@/lib/live/public-url';

const CHOSEN_KEY = 'mcpa-live-join-origin';

const addresses = z.object({
  configured: z.string().nullable(),
  network: z.array(z.string()),
}) satisfies z.ZodType<PublicAddresses>;

export type JoinOriginState =
  { status: 'loading' } | (JoinOrigin & { status: 'ready' }) | { status: 'failed'; origin: string; error: string };

function readChosen(): string | null {
  try {
    return window.localStorage.getItem(CHOSEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The origin the join link and QR code carry. A page on localhost asks the server for its network addresses
 * (a phone cannot open localhost); elsewhere the page's own origin serves at once, unless LIVE_PUBLIC_URL says
 * otherwise. With several addresses the host's choice is remembered on this device.
 */
export function useJoinOrigin(): { state: JoinOriginState; choose: (origin: string) => void } {
  const [loaded, setLoaded] = useState<{ addresses: PublicAddresses } | { error: string } | null>(null);
  const [chosen, setChosen] = useState<string | null>(readChosen);

  useEffect(() => {
    let live = true;
    fetch('/api/live/addresses', { cache: 'no-store' })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok) {
          const error = z.object({ error: z.string() }).safeParse(body);
          throw new Error(error.success ? error.data.error : `The server answered HTTP ${response.status}.`);
        }
        return addresses.parse(body);
      })
      .then((value) => live && setLoaded({ addresses: value }))
      .catch((err: unknown) => live && setLoaded({ error: err instanceof Error ? err.message : String(err) }));
    return () => {
      live = false;
    };
  }, []);

  const choose = (origin: string) => {
    setChosen(origin);
    try {
      window.localStorage.setItem(CHOSEN_KEY, origin);
    } catch {
      // Not remembered, still used.
    }
  };

  const page = window.location;
  const fallback = { configured: null, network: [] };
  let state: JoinOriginState;
  if (loaded && 'error' in loaded) state = { status: 'failed', origin: page.origin, error: loaded.error };
  else if (loaded) state = { status: 'ready', ...joinOrigin(page, loaded.addresses, chosen) };
  // Off loopback the page's own origin is right unless LIVE_PUBLIC_URL differs: no need to wait for the answer.
  else if (!isLoopbackHost(page.hostname)) state = { status: 'ready', ...joinOrigin(page, fallback, null) };
  else state = { status: 'loading' };
  return { state, choose };
}
