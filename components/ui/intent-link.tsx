'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, type ReactNode } from 'react';

type Connection = { saveData?: boolean };
type Router = ReturnType<typeof useRouter>;
/** The router's "full" prefetch: the whole page's payload in one request, not its route tree first. */
const FULL = { kind: 'full' } as NonNullable<Parameters<Router['prefetch']>[1]>;

/**
 * Adds `<link rel=…>` once per URL and kind. `prefetch`: downloaded at low priority into the cache, not run.
 * `modulepreload`: fetched and compiled, in parallel, and run when imported.
 */
export function addHeadLinks(rel: 'prefetch' | 'modulepreload', files: readonly string[]) {
  // A prefetch is redundant beside any link to the file; a module preload only beside another module preload.
  const existing = rel === 'prefetch' ? 'link' : 'link[rel="modulepreload"]';
  for (const href of files) {
    if (document.head.querySelector(`${existing}[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

/**
 * A header link that prefetches on intent (pointer over it, focus, touch) instead of whenever it is on screen,
 * so a page does not download the routes of every link in the header; `onIntent` may begin more. With `idle`,
 * it also prefetches `files` (the lab engine) when the browser is idle, unless the user asked to save data:
 * downloaded, not run; where the service worker holds them (in control of the page), compiled, not run.
 */
export function IntentLink({
  href,
  children,
  className,
  idle = false,
  files = [],
  onIntent,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  idle?: boolean;
  files?: readonly string[];
  onIntent?: () => void;
}) {
  const router = useRouter();
  const path = href.split('#')[0] || '/';
  const intent = useCallback(() => {
    if (window.location.pathname === path) return;
    // Full: with a pointer on the link the click is about to follow, and by default the router first fetches
    // only the route tree, then the page, so the click waited for the second request.
    router.prefetch(path, FULL);
    onIntent?.();
  }, [router, path, onIntent]);

  useEffect(() => {
    if (!idle || window.location.pathname === path) return;
    if ((navigator as Navigator & { connection?: Connection }).connection?.saveData) return;
    const sw = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    // A service worker in control holds every file of the app (sw/sw.ts), so there is nothing to download: the
    // files are compiled ahead instead (a module preload from its cache, not run), and a click on the link only
    // has to run them. Without one, a module preload would download them as the page's own scripts.
    const compileAhead = () => addHeadLinks('modulepreload', files);
    const run = () => {
      // Offline, every request would fail: the click itself is served by the service worker, or falls back.
      if (!navigator.onLine) return;
      // The page's payload (a few KB), which no service worker holds, so a click does not wait for the server.
      router.prefetch(path, FULL);
      if (sw?.controller) return compileAhead();
      addHeadLinks('prefetch', files);
      // A first visit: the worker installs once the page has settled, then takes control of it.
      sw?.addEventListener('controllerchange', compileAhead, { once: true });
    };
    const stop = () => sw?.removeEventListener('controllerchange', compileAhead);
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(run, 1000);
      return () => (clearTimeout(timer), stop());
    }
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => (cancelIdleCallback(handle), stop());
  }, [idle, path, files, router]);

  return (
    <Link
      href={href}
      className={className}
      prefetch={false}
      onPointerEnter={intent}
      onFocus={intent}
      onTouchStart={intent}
    >
      {children}
    </Link>
  );
}
