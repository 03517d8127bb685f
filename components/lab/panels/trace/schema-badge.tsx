import type { TraceEntry } from '@/lib/mcp/types';
import { useSchemaVerdict } from './use-schema-verdict';

/** "✓ valid ListToolsResult", "✗ invalid CallToolRequest — why", or why it was not checked. */
export function SchemaBadge({ entry, answeredMethod }: { entry: TraceEntry; answeredMethod: string | undefined }) {
  const verdict = useSchemaVerdict(entry, answeredMethod);
  switch (verdict.status) {
    case 'valid':
      return <span className="trace-badge trace-badge--valid">✓ valid {verdict.type}</span>;
    case 'invalid':
      return (
        <span className="trace-badge trace-badge--invalid">
          ✗ invalid {verdict.type} — {verdict.error}
        </span>
      );
    case 'unchecked':
      return <span className="trace-badge">not checked</span>;
    case 'failed':
      return <span className="trace-badge">not checked (the schemas did not load)</span>;
    case 'checking':
      return <span className="trace-badge">checking…</span>;
  }
}
