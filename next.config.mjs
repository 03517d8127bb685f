import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy is set per page by proxy.ts (lib/csp): the build's own inline scripts by hash,
 * no blanket inline allowance, no eval. These are the other security headers, on every response (scripts/serve.mjs
 * sets them on the one route it serves past Next's router).
 */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/**
 * The content-hashed URLs of the question bank and the search index, as the content build recorded them
 * (lib/content/hashed-assets.ts); browser code reads them as process.env.MCPA_*_URL.
 */
function assetUrls() {
  const file = path.join(import.meta.dirname, '.content', 'asset-urls.json');
  if (!existsSync(file)) return null;
  const urls = JSON.parse(readFileSync(file, 'utf8'));
  return { MCPA_QUIZ_BANK_URL: urls.quizBank, MCPA_SEARCH_INDEX_URL: urls.searchIndex };
}

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  const env = assetUrls();
  if (!env && phase === 'phase-production-build')
    throw new Error('No .content/asset-urls.json: run `npm run build` (it builds the content first).');
  return {
    reactStrictMode: true,
    // Lets parallel work build into separate folders (NEXT_DIST_DIR=.next-a); npm scripts use the default.
    distDir: process.env.NEXT_DIST_DIR || '.next',
    poweredByHeader: false,
    env: env ?? {},
    // Loaded by Node at run time, not bundled: PGlite ships its WebAssembly and data files beside its code.
    serverExternalPackages: ['@electric-sql/pglite', 'pg'],
    async headers() {
      if (process.env.NODE_ENV !== 'production') return [];
      return [
        { source: '/:path*', headers: securityHeaders },
        // Only files named by their content's hash live here: a new content is a new name.
        {
          source: '/data/:file*',
          headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
        },
      ];
    },
  };
}
