import type { Metadata } from 'next';
import { LabPageIsland } from '@/components/lab/lab-present';
import { LabPlaceholder } from '@/components/lab/lab-placeholder';
import { LAB_PAGE_START_URL } from '@/components/lab/load-engine';
import { ScenarioList } from '@/components/lab/workbench/scenario-list';
import { getLessons } from '@/lib/content/load.server';
import { scenarios } from '@/lib/mcp/scenarios/catalog';

export const metadata: Metadata = {
  title: 'Lab',
  description: 'A live MCP server and client in your browser: page tools, call them, break them, read the wire.',
};

export default function LabPage() {
  const lessons = getLessons().map(({ slug, title, order }) => ({ slug, title, order }));
  return (
    <div className="page page--lab">
      {/* The engine (preloaded by a Link header): its head start runs as soon as it arrives, before React starts. */}
      <script type="module" async src={LAB_PAGE_START_URL} />
      <header className="lab-page__header">
        <p className="eyebrow">Live lab · MCP 2026-07-28 · official SDK v2, running in this tab</p>
        <h1>The lab</h1>
        <p className="lead">
          A team-calendar MCP server and an MCP client, both real, both in your browser. Nothing is mocked: every
          message in the wire trace crossed the wire between them.
        </p>
      </header>
      <LabPageIsland
        placeholder={<LabPlaceholder />}
        scenarios={<ScenarioList scenarios={scenarios} lessons={lessons} />}
        presetPanels={Object.fromEntries(scenarios.map((s) => [s.name, s.panels]))}
      />
    </div>
  );
}
