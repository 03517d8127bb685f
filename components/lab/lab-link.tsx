'use client';

import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { beginLab } from './begin-lab';

const begin = () => beginLab({ warm: true });

/**
 * The header's link to /lab. The lab's engine is the app's largest download: it is fetched (not run) when the
 * browser is idle, and begun (loaded, connected, its first tools/list sent) as soon as the pointer or focus
 * is on the link, so the click finds the list ready.
 */
export function LabLink({ files, children }: { files: readonly string[]; children: ReactNode }) {
  return (
    <IntentLink href="/lab" idle files={files} onIntent={begin}>
      {children}
    </IntentLink>
  );
}
