interface Props {
  caption: string;
  columns: string[];
  /** Each row: its header (first column), then its cells. */
  rows: { key: string | number; head: string; cells: (string | number)[] }[];
}

/** The numbers behind a chart as a real table; wide ones scroll in their own box, never the page. */
export function SeriesTable({ caption, columns, rows }: Props) {
  return (
    <div className="pc-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="pc-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.head}</th>
              {r.cells.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
