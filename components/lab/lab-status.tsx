'use client';

import { useLab, useLabState } from './lab-context';
import { TransportSwitch } from './transport-switch';

/**
 * Connection, era, busy and error state of the lab, plus the scenario stepper when one is running; the
 * transport switch too, unless the layout puts it elsewhere (the workbench's HTTP group).
 */
export function LabStatus({ transportSwitch = true }: { transportSwitch?: boolean }) {
  const lab = useLab();
  const status = useLabState((s) => s.status);
  const era = useLabState((s) => s.era);
  const transport = useLabState((s) => s.transport);
  const busy = useLabState((s) => s.busy);
  const error = useLabState((s) => s.error);
  const scenario = useLabState((s) => s.scenario);
  const step = scenario?.steps[scenario.next];
  const last = scenario?.reports.at(-1);

  return (
    <div className="lab-status">
      <p className="lab-status__line" role="status">
        <span className={`lab-status__dot lab-status__dot--${status}`} aria-hidden="true" />
        {status === 'ready' ? `Connected · MCP ${era}` : status === 'connecting' ? 'Connecting…' : 'Not connected'}
        {status === 'ready' && transport === 'http' ? ' · Streamable HTTP' : ''}
        {busy ? ` · ${busy}…` : ''}
      </p>
      {transportSwitch ? <TransportSwitch /> : null}
      {error ? (
        <p className="lab-status__error" role="alert">
          {error}
        </p>
      ) : null}
      {scenario ? (
        <div className="lab-scenario">
          <p className="lab-scenario__title">
            Scenario: <strong>{scenario.title}</strong> — step {Math.min(scenario.next + 1, scenario.steps.length)} of{' '}
            {scenario.steps.length}
          </p>
          {last ? <p className="lab-scenario__report">Last step: {last.summary}</p> : null}
          {step ? (
            <>
              <p className="lab-scenario__explain">{step.explain}</p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void lab.stepScenario()}
                disabled={!!busy}
                // Presenter mode presses this with → (components/present/deck.tsx).
                data-lab-step
              >
                Run step {scenario.next + 1}
              </button>
            </>
          ) : (
            <p className="lab-scenario__explain">Scenario complete. Try the panels below freely.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
