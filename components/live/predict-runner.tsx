'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { activeLabs } from '@/components/lab/active-labs';
import { LabIsland } from '@/components/lab/lab-island';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import type { TraceMessage } from '@/lib/live/contract';
import type { LabController } from '@/lib/mcp/lab/controller';
import { scenarios } from '@/lib/mcp/scenarios/catalog';

const noLabs: readonly never[] = [];

/** Resolves when the lab has connected (its scenario started), or rejects with its error. */
function ready(lab: LabController): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const s = lab.getState();
      if (s.status === 'ready' && s.scenario) return (resolve(), true);
      if (s.status === 'error') return (reject(new Error(s.error ?? 'The lab could not connect.')), true);
      return false;
    };
    if (check()) return;
    const stop = lab.subscribe(() => check() && stop());
  });
}

/**
 * Predict, then run: the real lab (the SDK's client and server in this tab) runs the bound scenario up to its
 * step; what crossed the wire is handed up, and "Reveal" sends it so the server decides the right option.
 */
export function PredictRunner({
  predict,
  onObserved,
}: {
  predict: { scenario: string; step: number; title: string };
  onObserved: (messages: TraceMessage[] | null) => void;
}) {
  const labs = useSyncExternalStore(activeLabs.subscribe, activeLabs.get, () => noLabs);
  const lab = labs.at(-1);
  const done = useSyncExternalStore(
    (l) => lab?.subscribe(l) ?? (() => undefined),
    () => (lab?.getState().scenario?.next ?? 0) > predict.step,
    () => false,
  );
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  const info = scenarios.find((s) => s.name === predict.scenario);

  // Once the bound step has run (by this button or the lab's own stepper), its exchange is what the reveal sends.
  useEffect(() => {
    onObserved(done && lab ? lab.trace().map((e) => ({ ...e, message: { ...e.message } })) : null);
  }, [done, lab, onObserved]);

  const run = async () => {
    if (!lab) return;
    setRunning(true);
    setError('');
    try {
      await ready(lab);
      while ((lab.getState().scenario?.next ?? 0) <= predict.step) {
        const report = await lab.stepScenario();
        if (!report) throw new Error(lab.getState().error ?? 'The step did not run.');
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="live-predict" aria-label={`Lab: ${predict.title}`}>
      <h2>Run it in the lab</h2>
      <p>
        When the votes are in, run step {predict.step + 1} of “{predict.title}” in the real lab below. The wire, not an
        answer key, decides the right option.
      </p>
      <p>
        <button
          type="button"
          className="button button--primary"
          disabled={!lab || running || done}
          onClick={() => void run()}
        >
          {done ? 'Lab step run' : running ? 'Running…' : 'Run the lab step'}
        </button>
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <LabIsland eager preset={predict.scenario} panels={['trace']} placeholder={<LabPlaceholder scenario={info} />} />
    </section>
  );
}
