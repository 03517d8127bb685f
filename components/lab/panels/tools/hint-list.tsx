import type { Tool } from '@modelcontextprotocol/client';
import { effectiveHints } from '@/lib/mcp/annotations';

/** All four behaviour hints, each with the value a client must assume and whether the server said so. */
export function HintList({ tool }: { tool: Tool }) {
  return (
    <>
      <ul className="tool-detail__hints" aria-label="Annotation hints">
        {effectiveHints(tool).map((hint) => (
          <li key={hint.name}>
            <p className="tool-detail__hint">
              <code>{hint.name}</code>: <strong>{String(hint.value)}</strong> —{' '}
              <span className={hint.explicit ? 'tool-detail__explicit' : 'tool-detail__default'}>
                {hint.explicit ? 'explicit' : 'default'}
              </span>
            </p>
            <p className="tool-detail__meaning">{hint.meaning}</p>
          </li>
        ))}
      </ul>
      <p className="tool-detail__note">
        destructiveHint and idempotentHint only matter when readOnlyHint is false. All hints are untrusted unless the
        server is trusted: never base a safety decision on hints from an untrusted server.
      </p>
    </>
  );
}
