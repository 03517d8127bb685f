/**
 * The content build: compiles every lesson and card with mdx-bundler, checks frontmatter, components,
 * JSON examples and claim coverage, and writes what the Next.js build reads into `.content/`.
 * The question bank and the search index also go to public/data/ under content-hashed names.
 * Usage: tsx scripts/build-content.ts [--content DIR] [--out DIR] [--public DIR] [--quiet]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildContent, QUESTIONS_PER_CLAIM, underQuestionedClaims, untaughtClaims } from '../lib/content/build';
import { formatCoverage } from '../lib/content/coverage-table';
import { ContentError } from '../lib/content/errors';
import { ASSET_URLS_FILE, writeHashed, type AssetUrls } from '../lib/content/hashed-assets';
import { formatNormativeTable, normativeCoverage, readNormativeKeys, readNotTaught } from '../lib/content/normative';
import { buildSearchIndex, searchDocs } from '../lib/content/search-index';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: 'content' },
    out: { type: 'string', default: '.content' },
    // A build into another folder (tests, benches) keeps its hashed files there, away from the app's public/.
    public: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

async function main() {
  const started = performance.now();
  const content = await buildContent(path.resolve(values.content));
  if (!values.quiet) console.log(formatCoverage(content.coverage, content.lessons));
  const untaught = untaughtClaims(content.coverage);
  if (untaught.length) {
    throw new ContentError(
      path.join(values.content, 'claims'),
      untaught.map((c) => `  ${c.id} (${c.source}.yaml) is taught by no lesson section`).join('\n'),
    );
  }
  const unasked = underQuestionedClaims(content.coverage);
  if (unasked.length) {
    throw new ContentError(
      path.join(values.content, 'lessons'),
      unasked
        .map((c) => `  ${c.id} (${c.source}.yaml) is tested by fewer than ${QUESTIONS_PER_CLAIM} questions`)
        .join('\n'),
    );
  }
  const claimsDir = path.join(path.resolve(values.content), 'claims');
  const normative = normativeCoverage(
    readNormativeKeys(claimsDir),
    content.claims,
    content.coverage,
    readNotTaught(claimsDir),
    QUESTIONS_PER_CLAIM,
  );
  if (!values.quiet) console.log(`\n${formatNormativeTable(normative)}`);
  if (normative.problems.length) throw new ContentError(claimsDir, normative.problems.map((p) => `  ${p}`).join('\n'));
  const out = path.resolve(values.out);
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'content.json'), JSON.stringify(content));
  const publicDir = path.resolve(values.public ?? (values.out === '.content' ? 'public' : path.join(out, 'public')));
  const urls: AssetUrls = {
    quizBank: writeHashed(publicDir, 'quiz-bank', JSON.stringify(content.questions)),
    searchIndex: writeHashed(publicDir, 'search-index', buildSearchIndex(searchDocs(content))),
  };
  writeFileSync(path.join(out, ASSET_URLS_FILE), JSON.stringify(urls));
  const ms = Math.round(performance.now() - started);
  console.log(
    `content: ${content.lessons.length} lessons, ${content.cards.length} cards, ${content.claims.length} claims, ${content.questions.length} questions, ${content.exercises.length} exercises in ${ms} ms`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ContentError) {
    console.error(`content check failed in ${path.relative(process.cwd(), err.file)}\n${err.detail}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
