'use client';

import { useId } from 'react';
import type { Transport } from '@/lib/mcp/types';
import { useLab, useLabState } from './lab-context';

const OPTIONS: { transport: Transport; label: string }[] = [
  { transport: 'memory', label: 'In memory' },
  { transport: 'http', label: 'Streamable HTTP (in this tab)' },
];

/**
 * How the lab's client reaches its server. Streamable HTTP never leaves the tab: the SDK client's HTTP
 * transport hands each request to the SDK server's handler in this page, and the trace shows each exchange.
 */
export function TransportSwitch() {
  const lab = useLab();
  const transport = useLabState((s) => s.transport);
  const busy = useLabState((s) => s.busy);
  const name = useId();

  return (
    <fieldset className="lab-transport">
      <legend className="lab-transport__legend">Transport</legend>
      {OPTIONS.map((option) => (
        <label key={option.transport} className="lab-transport__option">
          <input
            type="radio"
            name={name}
            value={option.transport}
            checked={transport === option.transport}
            disabled={!!busy}
            onChange={() => void lab.setTransport(option.transport)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
