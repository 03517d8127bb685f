import type { EraRun } from '@/lib/mcp/lab/compare';

const ARROW = { 'to-server': '→ server', 'to-client': '← client' } as const;

/** One revision's wire: each message as its method, kind and key fields. */
export function WireColumn({ run }: { run: EraRun }) {
  return (
    <div className="era-panel__column">
      <h5 className="era-panel__era">{run.era}</h5>
      <ol className="era-panel__outcomes" aria-label={`Step outcomes in ${run.era}`}>
        {run.outcomes.map((outcome, index) => (
          <li key={index}>{outcome}</li>
        ))}
      </ol>
      <ol className="era-panel__wire" aria-label={`Wire in ${run.era}`}>
        {run.wire.map((line) => (
          <li key={line.seq}>
            <span className="era-panel__dir">{ARROW[line.direction]}</span> <code>{line.method}</code>{' '}
            <span className="era-panel__kind">{line.kind}</span>
            {line.fields.length ? <span className="era-panel__fields">{line.fields.join(' · ')}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
