'use client';

import { useMemo } from 'react';
import { useLab, useLabState } from '../lab-context';
import { CallForm } from './call/call-form';
import { ToolPicker } from './call/tool-picker';
import './call-panel.css';

// One letter off book_meeting: what a model's typo looks like on the wire.
const MISSING_TOOL = 'book_meting';

/** Call a tool with arguments from a form generated from its inputSchema, or break a call on purpose. */
export function CallPanel() {
  const lab = useLab();
  const selected = useLabState((s) => s.selectedTool);
  const tools = useLabState((s) => s.tools);
  const pages = useLabState((s) => s.pages);
  const traceLength = useLabState((s) => s.traceLength);
  const sent = useMemo(() => (traceLength >= 0 ? lab.requestsSent('tools/call') : 0), [lab, traceLength]);
  const definition = useMemo(
    () => (selected && (tools || pages) ? lab.toolDefinition(selected) : undefined),
    [lab, selected, tools, pages],
  );

  return (
    <section className="lab-panel call-panel" aria-label="Call">
      <h3 className="lab-panel__title">Call</h3>
      <ToolPicker />
      {selected ? (
        <CallForm key={selected} toolName={selected} tool={definition} />
      ) : (
        <p className="call-field__hint">Choose a tool to get a form for its arguments.</p>
      )}
      <div className="call-panel__break">
        <p className="call-panel__break-title">Break a call on purpose</p>
        <div className="call-form__actions">
          <button type="button" className="button" onClick={() => void lab.callTool(MISSING_TOOL, {})}>
            Call a tool that does not exist
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void lab.sendRaw('tools/call', { arguments: { date: '2026-09-15' } })}
          >
            Send a malformed call
          </button>
        </div>
        <p className="call-field__hint">
          The first calls <code>{MISSING_TOOL}</code>; the second sends <code>tools/call</code> without a{' '}
          <code>name</code>.
        </p>
      </div>
      <p className="call-panel__count">tools/call requests sent this session: {sent}</p>
    </section>
  );
}
