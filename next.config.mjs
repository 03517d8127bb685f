import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy every page is served with in production. No 'unsafe-eval': MDX is compiled
 * and evaluated at build, never in the browser. Scripts keep 'unsafe-inline' because statically generated
 * App Router pages carry inline bootstrap scripts and a nonce would force per-request rendering.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/**
 * `Link: <…>; rel=modulepreload` for the lab engine's files on /lab (public/lab-engine/preload.json, written by
 * `npm run lab-engine`), so the browser fetches and compiles them alongside the page's own code. A header, not
 * a React preload hint: a hint in /lab's payload would also fire on every page that merely prefetches /lab.
 */
function labEnginePreload() {
  try {
    const files = JSON.parse(readFileSync(path.join(import.meta.dirname, 'public/lab-engine/preload.json'), 'utf8'));
    return [{ key: 'Link', value: files.map((f) => `<${f}>; rel=modulepreload`).join(', ') }];
  } catch {
    return []; // the engine is not built yet
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets parallel work build into separate folders (NEXT_DIST_DIR=.next-a); npm scripts use the default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Loaded by Node at run time, not bundled: PGlite ships its WebAssembly and data files beside its code.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Dev mode's fast refresh needs eval, so the strict policy applies to production builds only.
  async headers() {
    if (process.env.NODE_ENV !== 'production') return [];
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/lab', headers: labEnginePreload() },
    ];
  },
};

export default nextConfig;
