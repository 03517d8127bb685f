'use client';

import { useId, useMemo } from 'react';
import { useLab, useLabState } from '../../lab-context';

/** The tool to call: any tool the client has seen in a list or a page, and List all until the list is complete. */
export function ToolPicker() {
  const lab = useLab();
  const id = useId();
  const selected = useLabState((s) => s.selectedTool);
  const tools = useLabState((s) => s.tools);
  const pages = useLabState((s) => s.pages);
  const names = useMemo(() => {
    const seen = new Set([...tools, ...pages.flatMap((p) => p.tools)].map((t) => t.name));
    if (selected) seen.add(selected);
    return [...seen];
  }, [tools, pages, selected]);

  return (
    <div className="call-picker">
      {names.length > 0 ? (
        <div className="call-field">
          <label htmlFor={id} className="call-field__label">
            Tool
          </label>
          <select id={id} value={selected ?? ''} onChange={(e) => lab.selectTool(e.target.value || null)}>
            <option value="">Choose a tool…</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {tools.length === 0 ? (
        <p className="call-field__hint">
          {names.length === 0
            ? 'The client has not listed any tools yet.'
            : `The client has seen ${names.length} tools so far, not the whole list.`}{' '}
          <button type="button" className="button button--primary" onClick={() => void lab.listAll()}>
            List all tools
          </button>
        </p>
      ) : null}
    </div>
  );
}
