'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Panel } from '@/lib/mcp/scenarios/types';
import type { LabLayout } from './lab-root';
import { loadedLabCode, loadLabCode, type LabCode } from './lab-code';
import './lab.css';

const noSubscription = () => () => undefined;

/**
 * A live lab. Until its code has loaded (and, inside a lesson, until it is near the viewport), the
 * server-rendered placeholder says what the lab will do, so the page reads without it. The engine (the SDK's
 * client and server) and the panels load only where a lab is on screen; if they cannot load, the placeholder
 * stays, with the reason and a way to try again.
 */
export function LabIsland({
  preset,
  panels,
  placeholder,
  eager = false,
  fromUrl = false,
  layout,
}: {
  preset?: string;
  panels?: Panel[];
  placeholder: ReactNode;
  eager?: boolean;
  /** Take the preset from `?preset=` (the /lab page is static, so the server cannot read it). */
  fromUrl?: boolean;
  /** The /lab page's workbench, or (the default) a lesson's compact lab; `panels` are then the groups open. */
  layout?: LabLayout;
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

  const [fetched, setFetched] = useState<LabCode | null>(null);
  // Code loaded before this lab mounted (a hover on the Lab link, an earlier lab): the first render shows the lab.
  // While hydrating, the placeholder the server rendered, so the two agree.
  const already = useSyncExternalStore(noSubscription, loadedLabCode, () => null);
  const loaded = start ? (fetched ?? already) : null;
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!start) return;
    let live = true;
    loadLabCode().then(
      (code) => live && setFetched(code),
      (err: unknown) => live && setLoadError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [start, attempt]);

  return (
    <div ref={setAnchor} className="lab-island">
      {loaded ? (
        <loaded.Root engine={loaded.engine} preset={chosen ?? undefined} panels={panels} layout={layout} />
      ) : (
        <>
          {placeholder}
          {loadError !== null && (
            <div role="alert" className="lab-load-error">
              <p>
                <strong>The lab could not load.</strong> The rest of this page works without it. ({loadError})
              </p>
              <button
                type="button"
                onClick={() => {
                  setLoadError(null);
                  setAttempt((n) => n + 1);
                }}
              >
                Try again
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
