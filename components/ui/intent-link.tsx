'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, type ReactNode } from 'react';

type Connection = { saveData?: boolean };

/** Adds `<link rel="prefetch">` once per URL: downloaded at low priority into the cache, not run. */
function prefetchFiles(files: readonly string[]) {
  for (const href of files) {
    if (document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * A header link that prefetches on intent (pointer over it, focus, touch) instead of whenever it is on screen,
 * so a page does not download the routes of every link in the header; `onIntent` may begin more. With `idle`,
 * it also prefetches `files` (the lab engine) when the browser is idle, unless the user asked to save data or
 * the service worker already holds them: downloaded, not run.
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
    router.prefetch(path);
    onIntent?.();
  }, [router, path, onIntent]);

  useEffect(() => {
    if (!idle || window.location.pathname === path) return;
    if ((navigator as Navigator & { connection?: Connection }).connection?.saveData) return;
    // A service worker in control already holds every file of the app (sw/sw.ts): nothing to fetch.
    if (navigator.serviceWorker?.controller) return;
    // Only the files: prefetching the route would also load its code on every page.
    const run = () => prefetchFiles(files);
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(run, 1000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, [idle, path, files]);

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
