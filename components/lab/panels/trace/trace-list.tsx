import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TraceRow } from './trace-index';
import { TraceRowView } from './trace-row';

interface Props {
  rows: readonly TraceRow[];
  expanded: ReadonlySet<number>;
  /** Messages from this seq on belong to the last action. */
  lastFrom: number;
  onToggle: (seq: number) => void;
  onCopy: (row: TraceRow) => void;
}

const rootFontPx = () =>
  typeof window === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/** The messages, oldest first; only the rows in view are in the DOM, so 10,000 messages scroll like 10. */
export function TraceList({ rows, expanded, lastFrom, onToggle, onCopy }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const followNewest = useRef(true);
  // 7.5rem, in px for the virtualizer: collapsed rows are exactly this tall, whatever the font size.
  const [rowHeight] = useState(() => Math.round(7.5 * rootFontPx()));
  // Stable functions: the virtualizer recomputes every row's position whenever one of them changes.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // An open row is measured under a key of its own, so closing it falls back to the fixed height at once.
  const getItemKey = useCallback(
    (i: number) => (expanded.has(rows[i].entry.seq) ? `${rows[i].entry.seq}:open` : rows[i].entry.seq),
    [rows, expanded],
  );
  const getScrollElement = useCallback(() => scrollRef.current, []);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement, estimateSize, overscan: 6, getItemKey });

  // Keep the newest message in view while the reader is at the bottom; leave them be once they scroll up.
  // One scroll per frame at most: scrolling reads layout, and a burst of messages would force it per message.
  useEffect(() => {
    if (!followNewest.current || rows.length === 0) return;
    const frame = requestAnimationFrame(() => virtualizer.scrollToIndex(rows.length - 1, { align: 'end' }));
    return () => cancelAnimationFrame(frame);
  }, [rows.length, virtualizer]);

  // A message opened near the bottom would open out of sight: bring its top to the top of the list.
  const opened = useRef<number | null>(null);
  const toggle = useCallback(
    (seq: number) => {
      opened.current = expanded.has(seq) ? null : seq;
      onToggle(seq);
    },
    [expanded, onToggle],
  );
  useEffect(() => {
    const i = opened.current === null ? -1 : rows.findIndex((r) => r.entry.seq === opened.current);
    opened.current = null;
    if (i < 0) return;
    followNewest.current = false;
    const frame = requestAnimationFrame(() => virtualizer.scrollToIndex(i, { align: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [expanded, rows, virtualizer]);

  return (
    <div
      ref={scrollRef}
      className="trace-list"
      tabIndex={0}
      role="region"
      aria-label="Messages, oldest first"
      onScroll={(e) => {
        const el = e.currentTarget;
        followNewest.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
      }}
    >
      <ol className="trace-list__rows" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <TraceRowView
              key={item.key}
              row={row}
              index={item.index}
              total={rows.length}
              start={item.start}
              height={rowHeight}
              // Only an open row needs measuring: collapsed rows are exactly rowHeight tall.
              measureRef={expanded.has(row.entry.seq) ? virtualizer.measureElement : undefined}
              expanded={expanded.has(row.entry.seq)}
              last={row.entry.seq >= lastFrom}
              onToggle={toggle}
              onCopy={onCopy}
            />
          );
        })}
      </ol>
    </div>
  );
}
