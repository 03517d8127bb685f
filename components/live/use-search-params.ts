'use client';

import { useSearchParams as useNextSearchParams } from 'next/navigation';

/**
 * The page's query string. The live pages are static shells: the server renders their Suspense fallback and
 * the browser fills them in, so this follows client-side navigations and history.replaceState too.
 */
export function useSearchParams(): URLSearchParams | null {
  // Typed nullable since the app has a pages/ folder (its API routes); under app/ it is never null.
  const params = useNextSearchParams()!;
  return new URLSearchParams(params.toString());
}
