import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TraceRow } from './trace-index';
import { TraceRowView } from './trace-row';

interface Props {
  rows: readonly TraceRow[];
  expanded: ReadonlySet<number>;
  onToggle: (seq: number) => void;
  onCopy: (row: TraceRow) => void;
}

const rootFontPx = () =>
  typeof window === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/** The messages, oldest first; only the rows in view are in the DOM, so 10,000 messages scroll like 10. */
export function TraceList({ rows, expanded, onToggle, onCopy }: Props) {
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
              onToggle={onToggle}
              onCopy={onCopy}
            />
          );
        })}
      </ol>
    </div>
  );
}
