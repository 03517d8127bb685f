/**
 * `npm run normative:refresh`: copies the keys (only the keys, in each file's order) of
 * - the spec's normative statements, ../shared/spec/normative/2026-07-28.tsv → content/claims/normative-keys.txt;
 * - the schema's property keys, ../shared/spec/schema-keys/2026-07-28.tsv → content/claims/schema-keys.txt;
 * - the schema's change keys, ../shared/spec/schema-keys/changes-since-2025-11-25.tsv → schema-change-keys.txt.
 * The content build then checks that each one is taught or listed in not-taught.yaml (schema keys may also
 * wait in schema-pending.txt). Usage: tsx scripts/refresh-normative-keys.ts [--spec DIR] (default ../shared/spec)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { spec: { type: 'string', default: path.join(root, '../shared/spec') } } });
const spec = path.resolve(values.spec);

function copyKeys(from: string, to: string, about: string) {
  const source = path.join(spec, from);
  const target = path.join(root, 'content/claims', to);
  const rows = readFileSync(source, 'utf8').split('\n').filter(Boolean);
  const header = rows.shift()?.split('\t') ?? [];
  if (header[0] !== 'key') throw new Error(`${source}: expected a TSV whose first column is "key"`);
  const keys = rows.map((r) => r.split('\t')[0]);
  const intro = [
    `# ${about}`,
    `# Refreshed from ../shared/spec/${from} by \`npm run normative:refresh\`; do not edit by hand.`,
  ];
  writeFileSync(target, `${[...intro, ...keys].join('\n')}\n`);
  console.log(`normative:refresh: ${keys.length} keys → ${path.relative(root, target)}`);
}

copyKeys(
  'normative/2026-07-28.tsv',
  'normative-keys.txt',
  'The keys of the normative statements (MUST, SHOULD, MAY…) of the 2026-07-28 spec pages this course covers.',
);
copyKeys(
  'schema-keys/2026-07-28.tsv',
  'schema-keys.txt',
  'The property keys (Type.property) of the 2026-07-28 schema types of the tools domain.',
);
copyKeys(
  'schema-keys/changes-since-2025-11-25.tsv',
  'schema-change-keys.txt',
  'The ways the tools domain schema types changed between 2025-11-25 and 2026-07-28, one key each.',
);
