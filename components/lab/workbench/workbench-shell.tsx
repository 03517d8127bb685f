'use client';

import { useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { activeLabs } from '../active-labs';
import { tabPanel, useWide } from './use-wide';
import './workbench.css';

type Tab = 'scenario' | 'panels' | 'trace';
const TABS: { id: Tab; label: string; controls: string }[] = [
  { id: 'scenario', label: 'Scenario', controls: 'wb-scenarios' },
  { id: 'panels', label: 'Panels', controls: 'wb-panels' },
  { id: 'trace', label: 'Trace', controls: 'wb-trace' },
];
const noSubscription = () => () => undefined;
const newestLab = () => activeLabs.get().at(-1) ?? null;

/** How many messages the lab's trace holds (null until a lab is mounted). */
function useTraceLength(): number | null {
  const lab = useSyncExternalStore(activeLabs.subscribe, newestLab, () => null);
  return useSyncExternalStore(
    lab?.subscribe ?? noSubscription,
    () => lab?.getState().traceLength ?? null,
    () => null,
  );
}

/**
 * The /lab page around its lab: the scenario list beside it on a wide screen; below the workbench width, three
 * tabs (Scenario · Panels · Trace) show one region at a time, and Trace counts the messages not seen yet. The
 * lab's own code marks the running scenario in the list (scenario-steps.tsx).
 */
export function WorkbenchShell({ scenarios, children }: { scenarios: ReactNode; children: ReactNode }) {
  const wide = useWide();
  const [tab, setTab] = useState<Tab>('panels');
  const length = useTraceLength();
  const [seen, setSeen] = useState(0);
  // Seen: whatever arrived while the trace was on screen; a cleared or new trace starts the count again.
  if (length !== null && length !== seen && (wide || tab === 'trace' || length < seen)) setSeen(length);
  const unseen = Math.max(0, (length ?? 0) - seen);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((t) => t.id === tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = TABS[(to + TABS.length) % TABS.length];
    setTab(next.id);
    e.currentTarget.querySelector<HTMLElement>(`#wb-tab-${next.id}`)?.focus();
  };

  return (
    <div className="workbench" data-tab={tab}>
      <div className="workbench__tabs" role="tablist" aria-label="Lab regions" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`wb-tab-${t.id}`}
            className="workbench__tab"
            aria-selected={tab === t.id}
            // The lab's regions exist once its code has loaded.
            aria-controls={t.id === 'scenario' || length !== null ? t.controls : undefined}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
          >
            {t.label}
            {t.id === 'trace' && unseen > 0 ? <span className="workbench__unseen"> ({unseen} new)</span> : null}
          </button>
        ))}
      </div>
      <div id="wb-scenarios" className="workbench__scenarios" {...tabPanel(wide, 'scenario')}>
        <nav aria-label="Scenarios">{scenarios}</nav>
      </div>
      <div className="workbench__lab">{children}</div>
    </div>
  );
}
