import type { Ref } from 'react';
import { HttpDetailView, httpSummary } from './http-detail';
import { SchemaBadge } from './schema-badge';
import type { TraceRow } from './trace-index';

interface Props {
  row: TraceRow;
  index: number;
  total: number;
  start: number;
  /** The collapsed height in px: fixed, so the virtualizer never has to re-measure a collapsed row. */
  height: number;
  measureRef: Ref<HTMLLIElement> | undefined;
  expanded: boolean;
  /** Whether the message belongs to the last action (its request and what answered it). */
  last: boolean;
  onToggle: (seq: number) => void;
  onCopy: (row: TraceRow) => void;
}

const directionWords = { 'to-server': '→ to server', 'to-client': '← to client' } as const;

function pairing(row: TraceRow): string {
  if (row.answers) return `answers #${row.answers.seq} after ${row.answers.afterMs} ms`;
  if (row.answeredBy.length) return `answered by ${row.answeredBy.map((s) => `#${s}`).join(' and ')}`;
  if (row.method && 'id' in row.entry.message) return 'no response recorded';
  return '';
}

/** One message of the trace, positioned by the virtualizer; its JSON opens below it on demand. */
export function TraceRowView({
  row,
  index,
  total,
  start,
  height,
  measureRef,
  expanded,
  last,
  onToggle,
  onCopy,
}: Props) {
  const { seq, direction } = row.entry;
  const what = row.method ?? (row.answers ? `response to #${row.answers.seq} (${row.answers.method})` : 'response');
  const paired = [pairing(row), httpSummary(row.entry)].filter(Boolean).join(' · ');
  const jsonId = `trace-json-${seq}`;
  return (
    <li
      ref={measureRef}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={total}
      className={`trace-row trace-row--${direction}${row.isError ? ' trace-row--error' : ''}${expanded ? ' trace-row--open' : ''}${last ? ' trace-row--last' : ''}`}
      style={{ transform: `translateY(${start}px)`, height: expanded ? undefined : height }}
    >
      <div className="trace-row__head">
        <span className="trace-row__seq">#{seq}</span> <span>{directionWords[direction]}</span>{' '}
        <span className="trace-row__method">{what}</span>
        {row.isError ? <span className="trace-row__error-flag"> ⚠ error</span> : null}
      </div>
      <p className="trace-row__summary">{row.summary}</p>
      <p className="trace-row__pair">
        {last ? <span className="trace-row__last">Last action</span> : null}
        {paired}
      </p>
      <div className="trace-row__foot">
        <SchemaBadge entry={row.entry} answeredMethod={row.answers?.method} />
        <span className="trace-row__actions">
          <button
            type="button"
            className="button trace-row__button"
            aria-expanded={expanded}
            aria-controls={expanded ? jsonId : undefined}
            onClick={() => onToggle(seq)}
          >
            JSON<span className="visually-hidden"> of #{seq}</span>
          </button>
          <button type="button" className="button trace-row__button" onClick={() => onCopy(row)}>
            Copy<span className="visually-hidden"> #{seq}</span>
          </button>
        </span>
      </div>
      {expanded ? <HttpDetailView entry={row.entry} /> : null}
      {expanded ? (
        <pre id={jsonId} className="trace-row__json" tabIndex={0} aria-label={`JSON of message #${seq}`}>
          {JSON.stringify(row.entry.message, null, 2)}
        </pre>
      ) : null}
    </li>
  );
}
