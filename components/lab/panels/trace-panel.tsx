'use client';

import { useCallback, useState } from 'react';
import { useLab, useLabState } from '../lab-context';
import { copyText, downloadText } from '@/components/ui/download';
import { HttpExchanges } from './trace/http-exchanges';
import { filterRows, indexTrace, noFilter, type TraceFilter, type TraceRow } from './trace/trace-index';
import { TraceFilters } from './trace/trace-filters';
import { TraceList } from './trace/trace-list';
import './trace-panel.css';

/** Every JSON-RPC message both ways, paired, summarised and checked against the official schema. */
export function TracePanel() {
  const lab = useLab();
  // The count is what changes; the entries themselves are read from the controller (they can be 10,000).
  const traceLength = useLabState((s) => s.traceLength);
  const era = useLabState((s) => s.era);
  const transport = useLabState((s) => s.transport);
  const lastFrom = useLabState((s) => s.lastAction?.fromSeq ?? Infinity);
  const [filter, setFilter] = useState<TraceFilter>(noFilter);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState('');

  const index = indexTrace(lab.trace());
  const rows = filterRows(index.rows, filter);

  const toggle = useCallback((seq: number) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(seq)) next.add(seq);
      return next;
    });
  }, []);

  const copy = useCallback(async (row: TraceRow) => {
    const seq = row.entry.seq;
    if (await copyText(JSON.stringify(row.entry.message, null, 2))) {
      setNotice(`Copied message #${seq}.`);
      return;
    }
    setExpanded((open) => new Set(open).add(seq));
    setNotice(`Copying is not available in this browser: the JSON of #${seq} is open below; select it and copy.`);
  }, []);

  const exportTrace = () => {
    downloadText(lab.exportTrace(), `mcpa-lab-trace-${era}.json`);
    setNotice(`Exported ${traceLength} messages as mcpa-lab-trace-${era}.json.`);
  };

  const clear = () => {
    lab.clearTrace();
    setExpanded(new Set());
    setNotice('Trace cleared.');
  };

  return (
    <section className="lab-panel lab-panel--wide trace-panel" aria-label="Wire trace">
      <div className="trace-panel__header">
        <h3 className="lab-panel__title">Wire trace</h3>
        <div className="trace-panel__buttons">
          <button type="button" className="button" onClick={clear} disabled={traceLength === 0}>
            Clear
          </button>
          <button type="button" className="button" onClick={exportTrace} disabled={traceLength === 0}>
            Export trace
          </button>
        </div>
      </div>
      <TraceFilters filter={filter} onChange={setFilter} />
      <p className="trace-panel__count">
        {rows.length === index.rows.length
          ? `${index.rows.length} messages`
          : `${rows.length} of ${index.rows.length} messages match the filters`}
      </p>
      <p className="trace-panel__notice" role="status">
        {notice}
      </p>
      {index.rows.length === 0 ? (
        <p className="trace-panel__empty">No messages yet — press List tools.</p>
      ) : rows.length === 0 ? (
        <p className="trace-panel__empty">No message matches these filters.</p>
      ) : (
        <TraceList
          rows={rows}
          expanded={expanded}
          lastFrom={lastFrom}
          onToggle={toggle}
          onCopy={(row) => void copy(row)}
        />
      )}
      {transport === 'http' ? <HttpExchanges /> : null}
    </section>
  );
}
