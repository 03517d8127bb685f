'use client';

import { useCallback, type ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { beginLab } from './begin-lab';

/** Adds `<link rel="modulepreload">` once per URL: fetched and compiled in parallel, run when imported. */
function preloadModules(files: readonly string[]) {
  for (const href of files) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The header's link to /lab. The lab's engine is the app's largest download: it is fetched (not run) when the
 * browser is idle, and begun (loaded, connected, its first tools/list sent) as soon as the pointer or focus
 * is on the link, so the click finds the list ready.
 */
export function LabLink({ files, children }: { files: readonly string[]; children: ReactNode }) {
  const begin = useCallback(() => {
    // The engine's files all at once: importing engine.js alone finds its chunks only once it has arrived.
    preloadModules(files);
    beginLab({ warm: true });
  }, [files]);
  return (
    <IntentLink href="/lab" idle files={files} onIntent={begin}>
      {children}
    </IntentLink>
  );
}
