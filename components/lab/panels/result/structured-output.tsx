import type { CallToolResult } from '@modelcontextprotocol/client';
import { judgeLabels } from '@/lib/mcp/lab/output-judge';
import { useLab } from '../../lab-context';

/** structuredContent beside its text serialization, and whether it matches the tool's outputSchema (and who said so). */
export function StructuredOutput({ result, outputSchema }: { result: CallToolResult; outputSchema?: object }) {
  const check = useLab().checkOutput(outputSchema, result);
  const hasStructured = result.structuredContent !== undefined;
  const serialized = hasStructured ? JSON.stringify(result.structuredContent) : '';
  const twin = result.content.findIndex((b) => b.type === 'text' && sameJson(b.text, serialized));
  if (!hasStructured && check.judge === 'nobody') return null;
  return (
    <section className="result-structured" aria-label="Structured output">
      <h4 className="result-panel__subtitle">Structured output</h4>
      {hasStructured ? (
        <div className="result-structured__columns">
          <div>
            <p className="result-block__label">structuredContent</p>
            <pre tabIndex={0} className="result-pre">
              {JSON.stringify(result.structuredContent, null, 2)}
            </pre>
          </div>
          <div>
            <p className="result-block__label">Text serialization</p>
            {twin >= 0 ? (
              <p className="result-block__meta">
                Block {twin + 1} carries the same JSON as text, for clients that ignore structuredContent.
              </p>
            ) : (
              <p className="result-block__meta">No text block carries this JSON.</p>
            )}
          </div>
        </div>
      ) : null}
      <div
        className={`result-check result-check--${check.valid === undefined ? 'none' : check.valid ? 'pass' : 'fail'}`}
      >
        <p className="result-check__verdict">
          <span aria-hidden="true">{check.valid === undefined ? '○ ' : check.valid ? '✓ ' : '✕ '}</span>
          outputSchema check: {check.valid === undefined ? 'not checked' : check.valid ? 'pass' : 'fail'} —{' '}
          {judgeLabels[check.judge]}
        </p>
        <p className="result-block__meta">{check.note}</p>
        {check.errors.length > 0 ? (
          <ul className="result-check__errors">
            {check.errors.map((e, i) => (
              <li key={i}>
                <code>{e}</code>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function sameJson(text: string, serialized: string): boolean {
  if (text === serialized) return true;
  try {
    return JSON.stringify(JSON.parse(text)) === serialized;
  } catch {
    return false;
  }
}
