/**
 * `npm run quiz:export -- --out FILE`: checks all content (as the build does) and writes the question bank as
 * a JSON array of { id, type, topic, lesson, section, difficulty, claims, specRefs, prompt, options, … }.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildContent } from '../lib/content/build';
import { ContentError } from '../lib/content/errors';
import { exportBank } from '../lib/quiz/bank';

const { values } = parseArgs({
  options: { out: { type: 'string' }, content: { type: 'string', default: 'content' } },
});

async function main() {
  if (!values.out) throw new Error('usage: npm run quiz:export -- --out FILE');
  const content = await buildContent(path.resolve(values.content));
  const bank = exportBank(content.questions);
  writeFileSync(path.resolve(values.out), `${JSON.stringify(bank, null, 2)}\n`);
  console.log(`quiz:export: ${bank.length} questions → ${values.out}`);
}

main().catch((err: unknown) => {
  if (err instanceof ContentError)
    console.error(`content check failed in ${path.relative(process.cwd(), err.file)}\n${err.detail}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
