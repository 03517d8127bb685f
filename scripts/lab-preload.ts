/**
 * Run by `npm run build` after `next build`: records which files the /lab page's panels' chunk is made of
 * (`<dist>/lab-panels.json`), for proxy.ts to preload them with the page (lib/build/lab-preload.ts).
 * Usage: tsx scripts/lab-preload.ts [--dist DIR] (default: NEXT_DIST_DIR or .next)
 */
import { parseArgs } from 'node:util';
import { writeLabPanels } from '../lib/build/lab-preload';
import { distDir } from '../lib/csp/manifest';

const { values } = parseArgs({ options: { dist: { type: 'string' } } });

try {
  const urls = writeLabPanels(values.dist ?? distDir());
  console.log(`lab-preload: /lab preloads its panels' ${urls.length} files`);
} catch (err) {
  console.error(`lab-preload: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
