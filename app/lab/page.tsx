import type { Metadata } from 'next';
import { LabPageIsland } from '@/components/lab/lab-present';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import { scenarios } from '@/lib/mcp/scenarios/catalog';

export const metadata: Metadata = {
  title: 'Lab',
  description: 'A live MCP server and client in your browser: page tools, call them, break them, read the wire.',
};

export default function LabPage() {
  return (
    <div className="page page--lab">
      <header>
        <p className="eyebrow">Live lab · MCP 2026-07-28 · official SDK v2, running in this tab</p>
        <h1>The lab</h1>
        <p className="lead">
          A team-calendar MCP server and an MCP client, both real, both in your browser. Nothing is mocked: every
          message below crossed the wire between them.
        </p>
      </header>
      <nav aria-label="Scenarios" className="lab-scenarios">
        <p>Start from a scenario:</p>
        <ul>
          {scenarios.map((s) => (
            <li key={s.name}>
              <a href={`/lab?preset=${s.name}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <LabPageIsland
        placeholder={<LabPlaceholder />}
        presetPanels={Object.fromEntries(scenarios.map((s) => [s.name, s.panels]))}
      />
    </div>
  );
}
