'use client';

import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { Panel } from '@/lib/mcp/scenarios/types';
import { beginLab } from './begin-lab';
import { LabIsland } from './lab-island';
import { WorkbenchShell } from './workbench/workbench-shell';

// Only a presented lab has them: their code loads then, not with every visit (or prefetch) of /lab.
const StepKeys = lazy(() => import('./step-keys'));

// Opening /lab itself: the engine and a free lab's first tools/list start now, while React hydrates.
if (typeof window !== 'undefined' && window.location.pathname === '/lab')
  beginLab({ warm: !new URLSearchParams(window.location.search).has('preset') });

const never = () => () => undefined;
const param = (name: string) => () => new URLSearchParams(window.location.search).get(name);

/**
 * The /lab page's island: a workbench, with the scenario list beside the lab. With `?present=1` it is the lab
 * from the front of a room: presentation size, only the panels the scenario needs, and the scenario's steps
 * run with the slide keys (→, PageDown, Space).
 */
export function LabPageIsland({
  placeholder,
  scenarios,
  presetPanels,
}: {
  placeholder: ReactNode;
  /** The side list of scenarios (static HTML). */
  scenarios: ReactNode;
  /** The panels each scenario shows, for presentation size. */
  presetPanels: Record<string, Panel[]>;
}) {
  const present = useSyncExternalStore(
    never,
    () => param('present')() === '1',
    () => false,
  );
  const preset = useSyncExternalStore(never, param('preset'), () => null);
  const panels = preset ? presetPanels[preset] : undefined;
  if (!present)
    return (
      <WorkbenchShell scenarios={scenarios}>
        <LabIsland eager placeholder={placeholder} fromUrl panels={panels} layout="workbench" />
      </WorkbenchShell>
    );
  return (
    <div className="lab--present">
      <Suspense fallback={null}>
        <StepKeys />
      </Suspense>
      <LabIsland eager placeholder={placeholder} fromUrl panels={panels} />
    </div>
  );
}
