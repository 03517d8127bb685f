import type { SandboxCaseResult } from '@/lib/sandbox/protocol';

const label: Record<SandboxCaseResult['status'], string> = {
  passed: 'Passed',
  failed: 'Failed',
  timeout: 'Timed out',
  error: 'Error',
};

/**
 * The results of one run, in case order, each with its status (as text and as `data-status`), what happened on
 * the wire and the rule it broke, linked to the lesson section. Messages are shown as text, never as HTML.
 */
export function TestResults({ results }: { results: SandboxCaseResult[] }) {
  return (
    <ol className="test-results" aria-label="Test results">
      {results.map((r, i) => (
        <li key={i} className={`test-result test-result--${r.status}`} data-status={r.status}>
          <p className="test-result__head">
            <span className="test-result__badge">{label[r.status]}</span>{' '}
            <span className="test-result__name">{r.name}</span>{' '}
            <span className="test-result__time">{Math.round(r.durationMs)} ms</span>
          </p>
          {r.message ? <p className="test-result__message">{r.message}</p> : null}
          {r.rule && r.status !== 'passed' ? (
            <p className="test-result__rule">
              Read: <a href={r.rule.href}>{r.rule.text}</a>
            </p>
          ) : null}
          {r.trace.length > 0 && r.status !== 'passed' ? (
            <details className="test-result__trace">
              <summary>Wire trace ({r.trace.length} messages)</summary>
              <ol>
                {r.trace.map((e) => (
                  <li key={e.seq}>
                    <code>
                      {e.direction === 'to-server' ? '→' : '←'} {JSON.stringify(e.message)}
                    </code>
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
