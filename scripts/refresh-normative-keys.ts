/**
 * `npm run normative:refresh`: copies the keys (only the keys) of the spec's normative statements from
 * ../shared/spec/normative/2026-07-28.tsv into content/claims/normative-keys.txt, in the file's order. The
 * content build then checks that each one is taught or listed in not-taught.yaml.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.resolve(process.argv[2] ?? path.join(root, '../shared/spec/normative/2026-07-28.tsv'));
const target = path.join(root, 'content/claims/normative-keys.txt');

const rows = readFileSync(source, 'utf8').split('\n').filter(Boolean);
const header = rows.shift()?.split('\t') ?? [];
if (header[0] !== 'key') throw new Error(`${source}: expected a TSV whose first column is "key"`);
const keys = rows.map((r) => r.split('\t')[0]);
const intro = [
  '# The keys of the normative statements (MUST, SHOULD, MAY…) of the 2026-07-28 spec pages this course covers.',
  `# Refreshed from ../shared/spec/normative/2026-07-28.tsv by \`npm run normative:refresh\`; do not edit by hand.`,
];
writeFileSync(target, `${[...intro, ...keys].join('\n')}\n`);
console.log(`normative:refresh: ${keys.length} keys → ${path.relative(root, target)}`);
