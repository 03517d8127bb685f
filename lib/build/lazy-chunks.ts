/**
 * The files a dynamic import loads, found in a finished build. Turbopack compiles `import('./x')` into a loader
 * that fetches a list of chunk files (`["static/chunks/a.js","static/chunks/b.css",…]`) and then runs the module;
 * the names are content hashes, known only once `next build` has run. A page that knows it will make that import
 * at once (/lab, during hydration) can name the files in a preload header instead of discovering them then.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CHUNK_LIST = /\[((?:"static\/chunks\/[^"]+",?)+)\]/g;

/**
 * The URLs (`/_next/static/chunks/…`) of every file the import of the module containing `marker` loads: the one
 * JavaScript chunk whose code contains `marker`, and the loader's list that names it. Throws, saying what it
 * found, unless exactly one chunk holds the marker and every list naming it is the same.
 */
export function lazyChunkUrls(dist: string, marker: string): string[] {
  const dir = path.join(dist, 'static', 'chunks');
  const scripts = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, code: readFileSync(path.join(dir, f), 'utf8') }));
  const holders = scripts.filter((s) => s.code.includes(marker));
  if (holders.length !== 1)
    throw new Error(`expected one chunk in ${dir} containing ${JSON.stringify(marker)}, found ${holders.length}`);
  const named = `"static/chunks/${holders[0].file}"`;
  const lists = new Set<string>();
  for (const { code } of scripts)
    for (const [, items] of code.matchAll(CHUNK_LIST)) if (items.split(',').includes(named)) lists.add(items);
  if (lists.size !== 1)
    throw new Error(
      `expected one loader list naming ${holders[0].file}, found ${lists.size}: ${[...lists].join(' | ')}`,
    );
  return [...lists][0].split(',').map((item) => `/_next/${item.slice(1, -1)}`);
}

/**
 * A `Link` header value that preloads `urls`: scripts as scripts, style sheets as styles, at low priority. Low, so
 * that on HTTP/1.1's six connections they queue behind the page's own scripts (React's chunks, which the main
 * thread needs first) and still arrive long before hydration asks for them: at high priority they took
 * connections from React's chunks, and the first tools/list of a cold /lab came no sooner.
 */
export function preloadLinks(urls: readonly string[]): string {
  return urls
    .map((url) => `<${url}>; rel=preload; as=${url.endsWith('.css') ? 'style' : 'script'}; fetchpriority=low`)
    .join(', ');
}
