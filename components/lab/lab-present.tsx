'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { focusKind } from '@/lib/present/keys';
import { scenarios } from '@/lib/mcp/scenarios/catalog';
import { LabIsland } from './lab-island';

const never = () => () => undefined;
const param = (name: string) => () => new URLSearchParams(window.location.search).get(name);

/**
 * The /lab page's island. With `?present=1` it is the lab from the front of a room: presentation size, only
 * the panels the scenario needs, and the scenario's steps run with the slide keys (→, PageDown, Space).
 */
export function LabPageIsland({ placeholder }: { placeholder: ReactNode }) {
  const present = useSyncExternalStore(
    never,
    () => param('present')() === '1',
    () => false,
  );
  const preset = useSyncExternalStore(never, param('preset'), () => null);
  const panels = present ? scenarios.find((s) => s.name === preset)?.panels : undefined;
  return (
    <div className={present ? 'lab--present' : undefined}>
      {present ? <StepKeys /> : null}
      <LabIsland eager placeholder={placeholder} fromUrl panels={panels} />
    </div>
  );
}

function StepKeys() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      if (!['ArrowRight', 'PageDown', ' '].includes(e.key)) return;
      const focus = focusKind(document.activeElement);
      if (focus === 'text' || (focus === 'control' && e.key === ' ')) return;
      const step = document.querySelector<HTMLButtonElement>('.lab--present [data-lab-step]');
      if (!step) return;
      e.preventDefault();
      if (!step.disabled) step.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <p className="lab-present__hint">
      Presenting: → , PageDown or Space runs the next step. <a href="/lab">Leave presentation size</a>
    </p>
  );
}
