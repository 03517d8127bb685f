'use client';

import { useId, useState } from 'react';
import { useLab, useLabState } from '../../lab-context';

/** Page size and the empty-string cursor: server settings, so changing one reconnects. */
export function ServerSettings() {
  const pageSize = useLabState((s) => s.server.pageSize);
  // Keyed by the server's page size, so the input resets when a scenario or another change sets it.
  return <ServerSettingsForm key={pageSize} pageSize={pageSize} />;
}

function ServerSettingsForm({ pageSize }: { pageSize: number }) {
  const lab = useLab();
  const emptyCursor = useLabState((s) => s.server.emptyCursor);
  const ready = useLabState((s) => s.status === 'ready');
  const [size, setSize] = useState(String(pageSize));
  const ids = { size: useId(), sizeHelp: useId(), empty: useId() };
  const value = Number(size);
  const valid = Number.isInteger(value) && value >= 1 && value <= 50;

  return (
    <form
      className="tools-panel__settings"
      aria-label="Server settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void lab.configureServer({ pageSize: value });
      }}
    >
      <h4 className="tools-panel__subtitle">Server settings</h4>
      <div className="tools-panel__field">
        <label htmlFor={ids.size}>Page size (tools per page, 1–50)</label>
        <input
          id={ids.size}
          type="number"
          min={1}
          max={50}
          step={1}
          value={size}
          aria-invalid={!valid}
          aria-describedby={ids.sizeHelp}
          onChange={(event) => setSize(event.target.value)}
        />
        <button type="submit" className="button" disabled={!ready || !valid || value === pageSize}>
          Apply page size
        </button>
      </div>
      <p className="tools-panel__note" id={ids.sizeHelp}>
        {valid ? '' : 'Enter a whole number from 1 to 50. '}
        Changing a setting reconnects: a new server and connection on the same calendar, with pages and cache emptied.
      </p>
      <div className="tools-panel__check">
        <input
          id={ids.empty}
          type="checkbox"
          checked={emptyCursor}
          disabled={!ready}
          onChange={(event) => void lab.configureServer({ emptyCursor: event.target.checked })}
        />
        <label htmlFor={ids.empty}>Empty-string cursor on page 2</label>
      </div>
    </form>
  );
}
