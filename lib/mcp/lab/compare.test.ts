import { describe, expect, it } from 'vitest';
import { scenario } from '../scenarios/catalog';
import { compareEras, describeStep } from './compare';

describe('compareEras', () => {
  it('runs list all + list_event_ids in both revisions and names the differences', async () => {
    const { steps, runs, differences } = await compareEras();
    expect(steps).toEqual(['list all', 'call list_event_ids']);
    const [legacy, modern] = runs;
    expect(legacy.era).toBe('2025-11-25');
    expect(legacy.wire[0]).toMatchObject({ method: 'initialize', kind: 'request' });
    expect(modern.wire[0]).toMatchObject({ method: 'server/discover', kind: 'request' });
    expect(modern.wire.find((l) => l.method === 'tools/list' && l.kind === 'result')?.fields).toEqual(
      expect.arrayContaining(['resultType complete', 'ttlMs 30000', 'cacheScope public']),
    );
    const call = (wire: typeof legacy.wire) => wire.find((l) => l.method === 'tools/call' && l.kind === 'result');
    expect(call(legacy.wire)?.fields).toContain('structuredContent: { result: array (5) }');
    expect(call(modern.wire)?.fields).toContain('structuredContent: array (5)');
    const text = differences.join('\n');
    expect(text).toContain('Only in 2026-07-28: server/discover');
    expect(text).toContain('Only in 2025-11-25: initialize, notifications/initialized');
    expect(text).toMatch(/_meta envelope/);
    expect(text).toMatch(/resultType/);
    expect(text).toMatch(/ttlMs\/cacheScope/);
    expect(text).toMatch(/serverInfo once, in the initialize result/);
    expect(text).toContain('2025-11-25 wraps non-object structuredContent as {result: …}');
  });

  it('runs a scenario in both eras, reporting a step a revision lacks instead of failing', async () => {
    const steps = scenario('listen-list-changed').steps.map((s) => s.step);
    const { runs } = await compareEras(steps.slice(0, 2));
    expect(runs[0].outcomes[1]).toMatch(/^failed: .*only in 2026-07-28/);
    expect(runs[1].outcomes[1]).toMatch(/^listening/);
    expect(describeStep({ do: 'read-resource', uri: 'calendar://x' })).toBe('read resource calendar://x');
  });
});
