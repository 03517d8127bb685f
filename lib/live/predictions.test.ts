import { afterEach, describe, expect, it } from 'vitest';
import { scenario } from '../mcp/scenarios/catalog';
import { runScenario, type ScenarioRun } from '../mcp/scenarios/runner';
import type { TraceMessage } from './contract';
import { predictions, prediction } from './predictions';

/*
 * Each prediction decided on traces recorded from the real lab: the scenario run by the SDK client against
 * the lab server over the real transport, exported and read back as the host's page sends it.
 */
let runs: ScenarioRun[] = [];
afterEach(async () => {
  for (const r of runs) await r.runner.close();
  runs = [];
});

/** The lab session's trace after running the scenario's steps 0..step, in the export format. */
async function observe(name: string, through?: number): Promise<TraceMessage[]> {
  const s = scenario(name);
  runs = await runScenario(through === undefined ? s : { ...s, steps: s.steps.slice(0, through + 1) });
  return JSON.parse(runs[0].session.recorder.export()) as TraceMessage[];
}

describe('predict-then-run questions', () => {
  it('ship at least four, each bound to a real scenario step, with unique option ids and explanations', () => {
    expect(predictions.length).toBeGreaterThanOrEqual(4);
    for (const p of predictions) {
      expect(p.id).toMatch(/^predict\.[a-z0-9-]+$/);
      expect(scenario(p.scenario).steps[p.step], p.id).toBeDefined();
      expect(new Set(p.options.map((o) => o.id)).size).toBe(p.options.length);
      for (const o of p.options) expect(o.explanation.length).toBeGreaterThan(20);
    }
    expect(prediction('predict.unknown-tool-channel')?.scenario).toBe('unknown-tool');
  });

  it('unknown tool: the wire says the JSON-RPC error channel', async () => {
    expect(prediction('predict.unknown-tool-channel')!.decide(await observe('unknown-tool'))).toBe('jsonrpc-error');
  });

  it('a past date and a missing event: the wire says a tool result with isError', async () => {
    expect(prediction('predict.past-date-channel')!.decide(await observe('bad-date', 0))).toBe('tool-error');
    await Promise.all(runs.map((r) => r.runner.close()));
    expect(prediction('predict.missing-event-channel')!.decide(await observe('tool-error'))).toBe('tool-error');
  });

  it('a confirmation: the first answer is input_required', async () => {
    expect(prediction('predict.input-required-first-answer')!.decide(await observe('input-required'))).toBe(
      'input-required',
    );
  });

  it('the "" cursor: the wire shows the second page, not the first again', async () => {
    const p = prediction('predict.empty-cursor-next')!;
    expect(p.decide(await observe('empty-cursor', 1))).toBe('next-page');
  });

  it('returns null when the deciding exchange is not on the wire (the host has not run the step)', async () => {
    const onlyFirstPage = await observe('empty-cursor', 0);
    expect(prediction('predict.empty-cursor-next')!.decide(onlyFirstPage)).toBeNull();
    for (const p of predictions) expect(p.decide([]), p.id).toBeNull();
    // The wrong scenario's trace does not decide another question either.
    expect(prediction('predict.unknown-tool-channel')!.decide(onlyFirstPage)).toBeNull();
  });
});
