/**
 * What every bench script takes: `--smoke` (tiny sizes, figures printed, targets not judged: `npm test` runs
 * it so a broken bench fails CI) and `--json FILE` (a summary of the figures for tools to read).
 */
import { writeFileSync } from 'node:fs';

export interface BenchArgs {
  smoke: boolean;
  json: string | null;
}

export function benchArgs(argv = process.argv.slice(2)): BenchArgs {
  const at = argv.indexOf('--json');
  const json = at === -1 ? null : (argv[at + 1] ?? null);
  if (at !== -1 && (!json || json.startsWith('--'))) throw new Error('--json needs a file name: --json FILE');
  return { smoke: argv.includes('--smoke'), json };
}

/** Writes the summary when `--json FILE` was given; says where. */
export function writeSummary(args: BenchArgs, summary: object) {
  if (!args.json) return;
  writeFileSync(args.json, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nSummary written to ${args.json}`);
}

/** A target's verdict; in a smoke run it is printed but never judged. */
export function verdict(args: BenchArgs, met: boolean): string {
  if (args.smoke) return '(smoke run: not judged)';
  return met ? 'met' : 'MISSED';
}
