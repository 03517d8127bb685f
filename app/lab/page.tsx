import type { Metadata } from 'next';
import { LabPageIsland } from '@/components/lab/lab-present';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import { LAB_PAGE_START_URL } from '@/components/lab/load-engine';
import { scenarios } from '@/lib/mcp/scenarios/catalog';

export const metadata: Metadata = {
  title: 'Lab',
  description: 'A live MCP server and client in your browser: page tools, call them, break them, read the wire.',
};

export default function LabPage() {
  return (
    <div className="page page--lab">
      {/* Runs as soon as it and the engine (preloaded by a Link header) have arrived, before React starts. */}
      <script type="module" async src={LAB_PAGE_START_URL} />
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
      {/* On a phone the two dozen links would fill the screen: the same choice as one native picker. */}
      <form action="/lab" className="lab-scenario-picker">
        <label htmlFor="scenario-picker">Start from a scenario</label>
        <select id="scenario-picker" name="preset" required defaultValue="" className="field-control">
          <option value="" disabled>
            Choose a scenario…
          </option>
          {scenarios.map((s) => (
            <option key={s.name} value={s.name}>
              {s.title}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          Open
        </button>
      </form>
      <LabPageIsland
        placeholder={<LabPlaceholder />}
        presetPanels={Object.fromEntries(scenarios.map((s) => [s.name, s.panels]))}
      />
    </div>
  );
}
