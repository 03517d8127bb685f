import { afterEach, describe, expect, it } from 'vitest';
import type { TraceMessage } from '@/lib/live/contract';
import { scenario } from '@/lib/mcp/scenarios/catalog';
import { runScenario, type ScenarioRun } from '@/lib/mcp/scenarios/runner';
import { splitSetup } from './wire-setup';

// Real traces: the scenario run by the SDK client against the lab server, exported as the host's page sends it.
let runs: ScenarioRun[] = [];
afterEach(async () => {
  for (const r of runs) await r.runner.close();
  runs = [];
});

async function traceOf(name: string): Promise<TraceMessage[]> {
  runs = await runScenario(scenario(name));
  return JSON.parse(runs[0].session.recorder.export()) as TraceMessage[];
}

describe('splitSetup', () => {
  it("puts the step's own exchange first and folds the connection setup away (2026-07-28)", async () => {
    const { setup, step } = splitSetup(await traceOf('unknown-tool'));
    expect(setup.map((m) => m.message.method ?? 'response')).toEqual(['server/discover', 'response']);
    expect(step.map((m) => m.message.method ?? 'response')).toEqual(['tools/call', 'response']);
    expect(step[1].message).toHaveProperty('error');
  });

  it('treats the legacy initialize handshake as setup too (2025-11-25)', async () => {
    runs = await runScenario(scenario('legacy-vs-modern'));
    const legacy = runs.find((r) => r.era === '2025-11-25')!;
    const { setup, step } = splitSetup(JSON.parse(legacy.session.recorder.export()) as TraceMessage[]);
    expect(setup.map((m) => m.message.method ?? 'response')).toEqual([
      'initialize',
      'response',
      'notifications/initialized',
    ]);
    expect(step.length).toBeGreaterThan(0);
    expect(step.some((m) => m.message.method === 'initialize')).toBe(false);
  });
});
