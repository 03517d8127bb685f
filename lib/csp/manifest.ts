/**
 * The CSP manifest: for every page `next build` prerendered, the hashes of what it carries inline, written
 * into the build folder by `npm run build` (scripts/csp-hashes.ts) and read once by proxy.ts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineSources } from './inline-sources';
import { hashesOf, mergeHashes, type PageHashes } from './policy';

export const CSP_MANIFEST_FILE = 'csp-hashes.json';

export interface CspManifest {
  /** The build these hashes belong to (the build folder's BUILD_ID). */
  buildId: string;
  /** Pathname → hashes, for every prerendered page. */
  pages: Record<string, PageHashes>;
  /** For every other path: the not-found page (any unknown URL) and the error page. */
  fallback: PageHashes;
}

const FALLBACK_PAGES = ['/_not-found', '/_global-error'];

interface PrerenderManifest {
  routes: Record<string, unknown>;
  dynamicRoutes: Record<string, { fallback: unknown }>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The build folder: NEXT_DIST_DIR when set (parallel builds), as next.config.mjs has it. */
export function distDir(root = process.cwd()): string {
  return path.resolve(root, process.env.NEXT_DIST_DIR || '.next');
}

/** Where `next build` wrote the HTML of a prerendered page. */
export function htmlFile(dist: string, pathname: string): string {
  return path.join(dist, 'server', 'app', `${pathname === '/' ? '/index' : pathname}.html`);
}

/**
 * With a pages/ folder (the live event stream's route) the build's static error page is the Pages Router's
 * 500.html, and the app's error page is no longer prerendered: that 500.html takes its place.
 */
const pagesErrorPage = (dist: string) => path.join(dist, 'server', 'pages', '500.html');

/**
 * A page rendered per request would carry inline scripts no build could hash: every page must be either
 * prerendered or a dynamic segment limited to the params it was built with.
 */
function checkEveryPageStatic(dist: string, prerender: PrerenderManifest) {
  const appPaths = readJson<Record<string, string>>(path.join(dist, 'app-path-routes-manifest.json'));
  const errorPageElsewhere = existsSync(pagesErrorPage(dist));
  const perRequest = Object.entries(appPaths)
    .filter(([entry]) => entry.endsWith('/page'))
    .map(([, route]) => route)
    .filter((route) => !(route === '/_global-error' && errorPageElsewhere))
    .filter((route) => !(route in prerender.routes) && prerender.dynamicRoutes[route]?.fallback !== false);
  if (perRequest.length)
    throw new Error(`rendered per request, so their inline scripts cannot be hashed: ${perRequest.join(', ')}`);
}

/** Reads every prerendered page of the build in `dist` and hashes what it carries inline. */
export function buildCspManifest(dist: string): CspManifest {
  const prerender = readJson<PrerenderManifest>(path.join(dist, 'prerender-manifest.json'));
  checkEveryPageStatic(dist, prerender);
  const pages: Record<string, PageHashes> = {};
  for (const pathname of Object.keys(prerender.routes)) {
    const file = htmlFile(dist, pathname);
    if (!existsSync(file)) continue; // a route handler (icon, JSON): no HTML
    try {
      pages[pathname] = hashesOf(inlineSources(readFileSync(file, 'utf8')));
    } catch (err) {
      throw new Error(`${path.relative(process.cwd(), file)}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (!pages['/_global-error'] && existsSync(pagesErrorPage(dist)))
    pages['/_global-error'] = hashesOf(inlineSources(readFileSync(pagesErrorPage(dist), 'utf8')));
  const missing = FALLBACK_PAGES.filter((p) => !pages[p]);
  if (missing.length) throw new Error(`the build has no prerendered ${missing.join(' or ')} page`);
  const fallback = mergeHashes(...FALLBACK_PAGES.map((p) => pages[p]));
  for (const p of FALLBACK_PAGES) delete pages[p];
  return { buildId: readFileSync(path.join(dist, 'BUILD_ID'), 'utf8').trim(), pages, fallback };
}

export function writeCspManifest(dist: string, manifest: CspManifest) {
  writeFileSync(path.join(dist, CSP_MANIFEST_FILE), JSON.stringify(manifest));
}

/** The manifest of the build in `dist`, or why there is none that fits it (missing, or from another build). */
export function readCspManifest(dist: string): CspManifest | { problem: string } {
  const file = path.join(dist, CSP_MANIFEST_FILE);
  if (!existsSync(file)) return { problem: `no ${CSP_MANIFEST_FILE} in ${dist}` };
  const manifest = readJson<CspManifest>(file);
  const buildId = readFileSync(path.join(dist, 'BUILD_ID'), 'utf8').trim();
  if (manifest.buildId !== buildId) return { problem: `${CSP_MANIFEST_FILE} was written for another build` };
  return manifest;
}
