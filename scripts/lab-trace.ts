/**
 * npm run lab:trace -- --out FILE [--scenario NAME]
 * Runs lab scenarios in Node with the same code the browser runs, and writes the wire trace in the export
 * format: a JSON array of { seq, at, direction, era, message, http? } (http over Streamable HTTP only). All
 * scenarios when none is named; seq is renumbered across scenarios so the file is one ordered trace.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { scenarios } from '../lib/mcp/scenarios/catalog';
import { runScenario } from '../lib/mcp/scenarios/runner';
import type { TraceEntry } from '../lib/mcp/types';

const { values } = parseArgs({ options: { out: { type: 'string' }, scenario: { type: 'string' } } });

async function main() {
  if (!values.out) throw new Error('usage: npm run lab:trace -- --out FILE [--scenario NAME]');
  const chosen = values.scenario ? scenarios.filter((s) => s.name === values.scenario) : scenarios;
  if (chosen.length === 0) {
    throw new Error(`unknown scenario "${values.scenario}"; one of: ${scenarios.map((s) => s.name).join(', ')}`);
  }
  const trace: TraceEntry[] = [];
  for (const scenario of chosen) {
    for (const run of await runScenario(scenario)) {
      for (const entry of run.session.recorder.all()) trace.push({ ...entry, seq: trace.length + 1 });
      await run.runner.close();
    }
    console.log(`${scenario.name}: done`);
  }
  writeFileSync(values.out, JSON.stringify(trace, null, 2));
  console.log(`${trace.length} messages from ${chosen.length} scenario(s) written to ${values.out}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
