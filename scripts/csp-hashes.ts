/**
 * Run by `npm run build` after `next build`: hashes the inline scripts and styles of every prerendered page
 * into the build folder (csp-hashes.json), for proxy.ts to serve each page with its strict CSP.
 * Usage: tsx scripts/csp-hashes.ts [--dist DIR] (default: NEXT_DIST_DIR or .next)
 */
import { parseArgs } from 'node:util';
import { buildCspManifest, distDir, writeCspManifest } from '../lib/csp/manifest';
import { contentSecurityPolicy } from '../lib/csp/policy';

const { values } = parseArgs({ options: { dist: { type: 'string' } } });

try {
  const dist = values.dist ?? distDir();
  const manifest = buildCspManifest(dist);
  writeCspManifest(dist, manifest);
  const sizes = Object.entries(manifest.pages).map(([page, hashes]) => ({
    page,
    bytes: Buffer.byteLength(contentSecurityPolicy(hashes)),
    count: hashes.scripts.length + hashes.styles.length + hashes.styleAttrs.length,
  }));
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `csp: ${sizes.length} pages hashed; the largest policy is ${largest.bytes} bytes (${largest.count} hashes, ${largest.page})`,
  );
} catch (err) {
  console.error(`csp: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
