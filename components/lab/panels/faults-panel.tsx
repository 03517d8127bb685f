'use client';

import { useState } from 'react';
import { useLab, useLabState } from '../lab-context';
import { BookingWalkthrough } from './trace/booking-walkthrough';
import { FaultEvents } from './trace/fault-events';
import './faults-panel.css';

const MAX_DELAY = 5000;

/** Parses the delay field: a whole number of milliseconds from 0 to 5000, or why not. */
export function parseDelay(text: string): { ms: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: `Enter a whole number of milliseconds from 0 to ${MAX_DELAY}.` };
  const ms = Number(trimmed);
  return ms > MAX_DELAY ? { error: `${ms} ms is too long: at most ${MAX_DELAY} ms.` } : { ms };
}

/** Break the wire on purpose: lose a response, deliver a request twice, slow every message down. */
export function FaultsPanel() {
  const lab = useLab();
  const faults = useLabState((s) => s.faults);
  const ready = useLabState((s) => s.status === 'ready');
  const [delayText, setDelayText] = useState('0');
  const [delayError, setDelayError] = useState('');

  const applyDelay = () => {
    const parsed = parseDelay(delayText);
    if ('error' in parsed) return setDelayError(parsed.error);
    setDelayError('');
    lab.setDelay(parsed.ms);
  };

  return (
    <section className="lab-panel faults-panel" aria-label="Faults">
      <h3 className="lab-panel__title">Faults</h3>
      <div className="faults-panel__buttons">
        <button type="button" className="button" disabled={!ready || faults.dropArmed} onClick={lab.armDrop}>
          Drop the next response
        </button>
        <button type="button" className="button" disabled={!ready || faults.duplicateArmed} onClick={lab.armDuplicate}>
          Deliver the next request twice
        </button>
      </div>
      <div role="status">
        <ul className="faults-panel__armed">
          <li>
            {faults.dropArmed ? '⚑ Armed: the response to the next tools/call will be lost.' : '○ Drop: not armed.'}
          </li>
          <li>
            {faults.duplicateArmed
              ? '⚑ Armed: the next tools/call will reach the server twice.'
              : '○ Duplicate: not armed.'}
          </li>
          <li>{faults.delayMs > 0 ? `⚑ Delay on: every message is held ${faults.delayMs} ms.` : '○ Delay: off.'}</li>
        </ul>
      </div>
      <div className="faults-panel__delay">
        <label htmlFor="faults-delay">Delay (ms, 0–{MAX_DELAY})</label>
        <input
          className="field-control"
          id="faults-delay"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DELAY}
          step={100}
          value={delayText}
          aria-invalid={delayError ? true : undefined}
          aria-describedby={delayError ? 'faults-delay-error' : undefined}
          onChange={(e) => setDelayText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && applyDelay()}
        />
        <button type="button" className="button" disabled={!ready} onClick={applyDelay}>
          Set delay
        </button>
        {delayError ? (
          <p id="faults-delay-error" className="faults-panel__error" role="alert">
            ✗ {delayError}
          </p>
        ) : null}
      </div>
      <BookingWalkthrough />
      <FaultEvents />
    </section>
  );
}
