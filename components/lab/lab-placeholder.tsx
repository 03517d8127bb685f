import type { Scenario } from '@/lib/mcp/scenarios/types';

/** What a lab shows before its code runs: readable on its own, and the same on the server and the client. */
export function LabPlaceholder({ scenario }: { scenario?: Scenario }) {
  return (
    <div className="lab lab--placeholder">
      <p className="lab-status__line">Live lab · loading the MCP client and server into this page…</p>
      {scenario ? (
        <div className="lab-scenario">
          <p className="lab-scenario__title">
            Scenario: <strong>{scenario.title}</strong>
          </p>
          <p>{scenario.summary}</p>
          <ol className="lab-placeholder__steps">
            {scenario.steps.map((s, i) => (
              <li key={i}>{s.explain}</li>
            ))}
          </ol>
        </div>
      ) : (
        <p>
          A real MCP server (a team calendar) and a real MCP client run in this tab. List and page its tools, call them,
          break things on purpose and read every JSON-RPC message on the wire.
        </p>
      )}
    </div>
  );
}
