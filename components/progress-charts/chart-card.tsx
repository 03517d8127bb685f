'use client';

import { useState, type ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  /** One sentence that says what the chart shows, read out in place of the drawing. */
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}

/** A chart with its text alternative: "Show as table" swaps the drawing for a table of the same numbers. */
export function ChartCard({ id, title, summary, chart, table }: Props) {
  const [asTable, setAsTable] = useState(false);
  return (
    <section aria-labelledby={id} className="pc-card">
      <div className="pc-card__head">
        <h3 id={id}>{title}</h3>
        <button type="button" className="button pc-toggle" aria-pressed={asTable} onClick={() => setAsTable((x) => !x)}>
          Show as table
        </button>
      </div>
      <p className="pc-summary">{summary}</p>
      {asTable ? table : chart}
    </section>
  );
}
