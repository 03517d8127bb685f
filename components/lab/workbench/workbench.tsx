'use client';

import { startTransition, useEffect, useState, type CSSProperties } from 'react';
import type { Panel } from '@/lib/mcp/scenarios/types';
import { useLabState } from '../lab-context';
import { LabStatus } from '../lab-status';
import { panelViews } from '../panel-views';
import { TracePanel } from '../panels/trace-panel';
import { TransportSwitch } from '../transport-switch';
import { ScenarioSteps } from './scenario-steps';
import { Splitter } from './splitter';
import { tabPanel, useWide } from './use-wide';

/** The middle column's groups, in the order of a first visit: list, call, listen, break, compare. */
const GROUPS: { name: string; panels: Panel[] }[] = [
  { name: 'Tools', panels: ['tools', 'detail'] },
  { name: 'Call', panels: ['call', 'result'] },
  { name: 'Subscriptions', panels: ['subscriptions'] },
  { name: 'Faults', panels: ['faults'] },
  { name: 'Revision', panels: ['era'] },
];

/**
 * The /lab page's lab: the status and the panels in collapsible groups (a scenario opens the groups it uses),
 * the wire trace beside them, and a splitter between the two. Below the workbench width the shell around it
 * (workbench-shell.tsx) shows one region at a time.
 */
export function Workbench({ open, preset }: { open?: Panel[]; preset?: string }) {
  const wide = useWide();
  const [split, setSplit] = useState(50);
  const transport = useLabState((s) => s.transport);
  const isOpen = (group: (typeof GROUPS)[number]) => !open || group.panels.some((p) => open.includes(p));
  // The first render builds the first open group and the trace; the other groups' panels follow in a
  // transition just after, so the first tools/list is on screen without waiting for every panel to be built.
  const first = GROUPS.find(isOpen);
  const [everyGroup, setEveryGroup] = useState(false);
  useEffect(() => startTransition(() => setEveryGroup(true)), []);
  return (
    <div
      className="lab lab--workbench"
      data-collapsed={split === 0 ? '' : undefined}
      // A custom property set through the DOM, not a style attribute in HTML: this part never renders on the server.
      style={{ '--wb-split': split } as CSSProperties}
    >
      <div id="wb-panels" className="workbench__panels" {...tabPanel(wide, 'panels')}>
        <LabStatus transportSwitch={false} />
        <div className="workbench__groups">
          {GROUPS.map((group) => (
            <details key={group.name} className="wb-group" open={isOpen(group)}>
              <summary className="wb-group__summary">{group.name}</summary>
              <div className="wb-group__body">
                {(everyGroup || group === first) &&
                  group.panels.map((p) => {
                    const View = panelViews[p];
                    return <View key={p} />;
                  })}
              </div>
            </details>
          ))}
          <details className="wb-group" open>
            <summary className="wb-group__summary">HTTP</summary>
            <div className="wb-group__body">
              {everyGroup && (
                <>
                  <TransportSwitch />
                  <p className="wb-group__note">
                    {transport === 'http'
                      ? 'Each trace row names the HTTP exchange that carried it; the exchanges are listed under the trace.'
                      : 'In memory, messages pass as objects (like stdio). Choose Streamable HTTP to see each exchange.'}
                  </p>
                </>
              )}
            </div>
          </details>
        </div>
      </div>
      <Splitter controls="wb-panels" label="Resize the panels and the wire trace" value={split} onChange={setSplit} />
      <div id="wb-trace" className="workbench__trace" {...tabPanel(wide, 'trace')}>
        <TracePanel />
      </div>
      <ScenarioSteps preset={preset} />
    </div>
  );
}
