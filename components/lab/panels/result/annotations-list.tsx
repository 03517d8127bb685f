import type { Annotations } from '@modelcontextprotocol/client';

/** A block's annotations, each named, or a line saying there are none. */
export function AnnotationsList({ annotations }: { annotations: Annotations | undefined }) {
  const rows: [string, string][] = [];
  if (annotations?.audience) rows.push(['audience', annotations.audience.join(', ')]);
  if (annotations?.priority !== undefined) rows.push(['priority', String(annotations.priority)]);
  if (annotations?.lastModified) rows.push(['lastModified', annotations.lastModified]);
  if (rows.length === 0) return <p className="result-block__none">No annotations.</p>;
  return (
    <dl className="result-annotations" aria-label="Annotations">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
