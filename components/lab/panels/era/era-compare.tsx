'use client';

import { useState } from 'react';
import type { EraComparison } from '@/lib/mcp/lab/compare';
import { useLab, useLabState } from '../../lab-context';
import { WireColumn } from './wire-column';

/** Runs the same steps in both revisions, in two new sessions of their own, and sets the wires side by side. */
export function EraCompare() {
  const lab = useLab();
  const ready = useLabState((s) => s.status === 'ready');
  const busy = useLabState((s) => s.busy);
  const scenario = useLabState((s) => s.scenario?.name);
  const [comparison, setComparison] = useState<EraComparison | null>(null);

  const compare = async () => {
    if (busy) return;
    const result = await lab.compareEras();
    if (result) setComparison(result);
  };

  return (
    <div className="era-panel__compare">
      <button type="button" className="button button--primary" disabled={!ready} onClick={() => void compare()}>
        Compare both revisions
      </button>
      <p className="era-panel__note">
        Runs {scenario ? `the steps of the “${scenario}” scenario` : 'List all, then a call to list_event_ids'} in
        2025-11-25 and in 2026-07-28, each in a new session on a new server; the lab’s own session is untouched.
      </p>
      <div role="status" aria-live="polite">
        {comparison ? (
          <>
            <h4 className="era-panel__subtitle">Differences</h4>
            <ul className="era-panel__differences">
              {comparison.differences.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {comparison ? (
        <>
          <p className="era-panel__note">Steps: {comparison.steps.join(', then ')}.</p>
          <div className="era-panel__columns">
            <WireColumn run={comparison.runs[0]} />
            <WireColumn run={comparison.runs[1]} />
          </div>
        </>
      ) : null}
    </div>
  );
}
