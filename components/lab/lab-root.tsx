'use client';

import { useEffect, useRef, useState } from 'react';
import type { LabController } from '@/lib/mcp/lab/controller';
import type { Panel } from '@/lib/mcp/scenarios/types';
import { registerLab } from './active-labs';
import { LabContext } from './lab-context';
import { LabStatus } from './lab-status';
import type { LabEngine } from './load-engine';
import { allPanels, panelViews } from './panel-views';
import { Workbench } from './workbench/workbench';

/** A lesson's lab is compact (its panels in a grid); the /lab page's is a workbench. */
export type LabLayout = 'compact' | 'workbench';

declare global {
  interface Window {
    mcpaLab?: LabController;
  }
}

/**
 * One lab: a controller (the real SDK client and server, in this tab) and the panels a preset asks for; as the
 * /lab page's workbench, every panel, with the preset's panels open.
 */
export default function LabRoot({
  engine,
  preset,
  panels,
  layout = 'compact',
}: {
  engine: LabEngine;
  preset?: string;
  panels?: Panel[];
  layout?: LabLayout;
}) {
  // A free lab takes the one the engine began while the page loaded (connected, first page listed), if any.
  const [{ lab, began }] = useState(() => {
    const taken = preset ? null : engine.takeWarmLab();
    return { lab: taken ?? new engine.LabController(), began: taken !== null };
  });
  const warm = useRef(began);
  useEffect(() => {
    let live = true;
    // The controller is in the console for the curious (and for bench:lab-ui); the last lab mounted wins.
    // The build finds this chunk by this assignment, to preload it with /lab (lib/build/lab-preload.ts).
    window.mcpaLab = lab;
    const unregister = registerLab(lab);
    if (preset) void lab.startScenario(preset);
    else if (warm.current)
      warm.current = false; // already connecting or listing: nothing to start
    // A free lab opens showing the first page of tools; a scenario starts from its own first step.
    else
      void lab.connect().then(() => {
        if (live) void lab.listFirstPage();
      });
    return () => {
      live = false;
      unregister();
      void lab.disconnect();
    };
  }, [lab, preset]);

  const shown = allPanels.filter((p) => (panels ?? allPanels).includes(p));
  if (layout === 'workbench')
    return (
      <LabContext.Provider value={lab}>
        <Workbench open={panels} preset={preset} />
      </LabContext.Provider>
    );
  return (
    <LabContext.Provider value={lab}>
      <div className="lab">
        <LabStatus />
        <div className="lab__panels">
          {shown.map((p) => {
            const View = panelViews[p];
            return <View key={p} />;
          })}
        </div>
      </div>
    </LabContext.Provider>
  );
}
