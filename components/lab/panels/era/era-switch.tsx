'use client';

import { LEGACY, MODERN, type Era } from '@/lib/mcp/types';
import { useLab, useLabState } from '../../lab-context';

const ERAS: { era: Era; note: string }[] = [
  { era: MODERN, note: 'server/discover, a _meta envelope on every request, resultType and cache hints' },
  { era: LEGACY, note: 'the initialize handshake, no envelope, no resultType, no cache hints' },
];

/** Picks the protocol revision of the lab's own session: a new connection to the same calendar. */
export function EraSwitch() {
  const lab = useLab();
  const era = useLabState((s) => s.era);
  const status = useLabState((s) => s.status);

  return (
    <fieldset className="era-panel__switch">
      <legend>Revision the lab client speaks</legend>
      {ERAS.map((option) => (
        <label key={option.era} className="era-panel__option">
          <input
            type="radio"
            name="lab-era"
            value={option.era}
            checked={era === option.era}
            onChange={() => void lab.setEra(option.era)}
          />
          <span>
            <strong>{option.era}</strong> — {option.note}
          </span>
        </label>
      ))}
      <p className="era-panel__note" role="status">
        {status === 'connecting'
          ? `Reconnecting with ${era}…`
          : `Connected with ${era}. Switching reconnects to the same calendar; bookings are kept.`}
      </p>
    </fieldset>
  );
}
