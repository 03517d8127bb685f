// @ts-check
/**
 * `serwist build` (run by `npm run build` after `next build`): bundles sw/sw.ts into public/sw.js with the
 * precache manifest. Serwist's Next.js configurator lists Next's static chunks, public/ (the lab engine and its
 * schema chunks, the icons) and the HTML of every prerendered page; we add the bodies of the prerendered route
 * handlers (the question bank, the search index, the web app manifest). Each entry's revision is a hash of the
 * file, so a new build re-downloads only what changed.
 */
import { readFileSync } from 'node:fs';
import { serwist } from '@serwist/next/config';

const distDir = process.env.NEXT_DIST_DIR || '.next';
// What the page reports as its version: the Next build it precached (SW_VERSION lets a test stage a new one).
const version = process.env.SW_VERSION || readFileSync(`${distDir}/BUILD_ID`, 'utf8').trim();
// public/data keeps older versions of the content-hashed bank and index for pages built before the newest
// content (lib/content/hashed-assets.ts); the precache takes only the ones this build's pages ask for.
const assetUrls = Object.values(JSON.parse(readFileSync('.content/asset-urls.json', 'utf8')));
// The Pages Router's own chunks (its runtime, _app and _error: about 360 KB, 111 KB gzip), built because two
// live API routes live in pages/: no page of the app loads them, so a learner's install would download them
// for nothing. The chunks both routers share (Turbopack's runtime) stay.
const buildManifest = JSON.parse(readFileSync(`${distDir}/build-manifest.json`, 'utf8'));
const appFiles = new Set([...buildManifest.rootMainFiles, ...buildManifest.polyfillFiles]);
const pagesOnly = [...new Set(Object.values(buildManifest.pages).flat())].filter((f) => !appFiles.has(f));

export default serwist({
  swSrc: 'sw/sw.ts',
  swDest: process.env.SW_DEST || 'public/sw.js',
  globPatterns: [
    `${distDir}/static/**/*.{js,css,woff2,png,svg,ico,json}`,
    'public/**/*',
    // Prerendered route handlers (force-static GET): Next keeps each response body as NAME.body.
    `${distDir}/server/app/**/*.body`,
  ],
  // public/sw.js is the worker itself (a staged build may write its own elsewhere).
  globIgnores: [
    `${distDir}/server/app/api/**`,
    'public/**/*.map',
    'public/sw.js',
    'public/data/**',
    ...pagesOnly.map((f) => `${distDir}/${f}`),
  ],
  // Named by their content's hash, so the URL is the revision.
  additionalPrecacheEntries: assetUrls.map((url) => ({ url, revision: null })),
  manifestTransforms: [
    (entries) => ({
      manifest: entries.map((entry) =>
        entry.url.endsWith('.body') ? { ...entry, url: entry.url.slice(0, -'.body'.length) } : entry,
      ),
      warnings: [],
    }),
  ],
  // The question bank is the largest file; the default limit (2 MB) must never drop it silently.
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  esbuildOptions: { define: { __APP_VERSION__: JSON.stringify(version) } },
});
