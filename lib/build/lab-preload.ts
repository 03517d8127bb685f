/**
 * What /lab's response preloads (its `Link` header, set by proxy.ts): the engine's files (public/lab-engine/,
 * `npm run lab-engine`) as module preloads, and the files of the panels' chunk, which /lab imports while React
 * hydrates. Without the header the panels' files were requested only then, about 350 ms into a cold load, and
 * the first tools/list waited for them; named here they download with the page's own files. A header on the
 * document only (proxy.ts): a preload hint in /lab's payload, or the header on the router's fetch of it, would
 * fire on every page that merely prefetches /lab.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lazyChunkUrls, preloadLinks } from './lazy-chunks';

export const LAB_PANELS_FILE = 'lab-panels.json';

/**
 * Code only the panels' chunk has (components/lab/lab-root.tsx puts the lab's controller on the window), by which
 * the build finds that chunk among Turbopack's hashed files.
 */
export const LAB_PANELS_MARKER = '.mcpaLab=';

/** Finds the panels' files in the build in `dist` and records them there (run by `npm run build`). */
export function writeLabPanels(dist: string): string[] {
  const urls = lazyChunkUrls(dist, LAB_PANELS_MARKER);
  writeFileSync(path.join(dist, LAB_PANELS_FILE), `${JSON.stringify(urls)}\n`);
  return urls;
}

/** The panels' files recorded for the build in `dist`; none if the build has not recorded them. */
export function labPanelFiles(dist: string): string[] {
  const file = path.join(dist, LAB_PANELS_FILE);
  if (!existsSync(file)) return [];
  const urls: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(urls) && urls.every((u) => typeof u === 'string' && u.startsWith('/_next/static/chunks/'))
    ? (urls as string[])
    : [];
}

/**
 * /lab's `Link` header for the build in `dist`: the engine's files (lib/mcp/lab/engine-files.node.ts) and, with
 * `panels`, the panels' files.
 */
export function labLinkHeader(dist: string, engineFiles: readonly string[], { panels }: { panels: boolean }): string {
  const engine = engineFiles.map((f) => `<${f}>; rel=modulepreload`);
  return [...engine, panels ? preloadLinks(labPanelFiles(dist)) : ''].filter(Boolean).join(', ');
}
