'use client';

import { useEffect, useRef, useState } from 'react';
import type { ControlAction, Phase } from '@/lib/live/contract';

const labels: Record<ControlAction, string> = {
  open: 'Open question',
  close: 'Close answers',
  reveal: 'Reveal',
  next: 'Next question',
  end: 'End class',
};

/** Which actions the state machine allows in each phase (the server is the judge; this keeps buttons honest). */
export function allowed(phase: Phase, index: number, total: number): Set<ControlAction> {
  switch (phase) {
    case 'lobby':
      return new Set(['open', 'end']);
    case 'open':
      return new Set(['close', 'reveal', 'end']);
    case 'closed':
      return new Set(['reveal', 'end']);
    case 'revealed':
      return new Set(index + 1 < total ? ['next', 'end'] : ['end']);
    case 'ended':
      return new Set();
  }
}

/** The host's five controls, always in the same place; "End class" asks once more before it ends the class. */
export function HostControls({
  phase,
  index,
  total,
  busy,
  revealBlocked,
  onAction,
}: {
  phase: Phase;
  index: number;
  total: number;
  busy: boolean;
  /** Why "Reveal" must wait (a predict question whose lab step has not run), or null. */
  revealBlocked: string | null;
  onAction: (action: ControlAction) => void;
}) {
  const [confirmEnd, setConfirmEnd] = useState(false);
  const can = allowed(phase, index, total);
  const primary: ControlAction | undefined = (['open', 'reveal', 'next'] as const).find(
    (a) => can.has(a) && !(a === 'reveal' && revealBlocked),
  );
  const group = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<ControlAction, HTMLButtonElement>());
  // The button just pressed is often disabled by the change it made; focus moves on to the next step's button
  // rather than falling to the top of the page.
  useEffect(() => {
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      (group.current?.contains(active) && (active as HTMLButtonElement).disabled);
    if (lost && primary) buttons.current.get(primary)?.focus();
  }, [phase, index, busy, primary]);
  return (
    <div className="live-controls" role="group" aria-label="Class controls" ref={group}>
      {(['open', 'close', 'reveal', 'next'] as const).map((action) => (
        <button
          key={action}
          ref={(el) => {
            if (el) buttons.current.set(action, el);
            else buttons.current.delete(action);
          }}
          type="button"
          className={action === primary ? 'button button--primary' : 'button'}
          disabled={busy || !can.has(action) || (action === 'reveal' && !!revealBlocked)}
          aria-describedby={action === 'reveal' && revealBlocked && can.has('reveal') ? 'reveal-blocked' : undefined}
          onClick={() => onAction(action)}
        >
          {labels[action]}
        </button>
      ))}
      {confirmEnd ? (
        <span className="live-controls__confirm">
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => {
              setConfirmEnd(false);
              onAction('end');
            }}
          >
            Yes, end the class
          </button>
          <button type="button" className="button" onClick={() => setConfirmEnd(false)}>
            Keep going
          </button>
        </span>
      ) : (
        <button type="button" className="button" disabled={busy || !can.has('end')} onClick={() => setConfirmEnd(true)}>
          {labels.end}
        </button>
      )}
      {revealBlocked && can.has('reveal') ? (
        <p id="reveal-blocked" className="live-hint">
          {revealBlocked}
        </p>
      ) : null}
    </div>
  );
}
