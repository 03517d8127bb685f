'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Panel } from '@/lib/mcp/scenarios/types';
import './lab.css';

// The SDK, the lab engine and the panels load only where a lab is on screen.
const LabRoot = lazy(() => import('./lab-root'));

/**
 * A live lab. Until its code has loaded (and, inside a lesson, until it is near the viewport), the
 * server-rendered placeholder says what the lab will do, so the page reads without it.
 */
export function LabIsland({
  preset,
  panels,
  placeholder,
  eager = false,
  fromUrl = false,
}: {
  preset?: string;
  panels?: Panel[];
  placeholder: ReactNode;
  eager?: boolean;
  /** Take the preset from `?preset=` (the /lab page is static, so the server cannot read it). */
  fromUrl?: boolean;
}) {
  const [start, setStart] = useState(eager);
  const chosen = useSyncExternalStore(
    () => () => undefined,
    () => (fromUrl ? (new URLSearchParams(window.location.search).get('preset') ?? preset) : preset),
    () => preset,
  );
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (start || !anchor) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setStart(true), {
      rootMargin: '400px',
    });
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [start, anchor]);

  return (
    <div ref={setAnchor} className="lab-island">
      {start ? (
        <Suspense fallback={placeholder}>
          <LabRoot preset={chosen ?? undefined} panels={panels} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
