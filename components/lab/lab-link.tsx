'use client';

import { useCallback, type ReactNode } from 'react';
import { addHeadLinks, IntentLink } from '@/components/ui/intent-link';
import { beginLab } from './begin-lab';

/**
 * The header's link to /lab. The lab's engine is the app's largest download: it is fetched (not run) when the
 * browser is idle, and begun (loaded, connected, its first tools/list sent) as soon as the pointer or focus
 * is on the link, so the click finds the list ready.
 */
export function LabLink({ files, children }: { files: readonly string[]; children: ReactNode }) {
  const begin = useCallback(() => {
    // The engine's files all at once: importing engine.js alone finds its chunks only once it has arrived.
    addHeadLinks('modulepreload', files);
    beginLab({ warm: true });
  }, [files]);
  return (
    <IntentLink href="/lab" idle files={files} onIntent={begin}>
      {children}
    </IntentLink>
  );
}
