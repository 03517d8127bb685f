import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the browser loads the bundled engine from (public/lab-engine/, written by `npm run lab-engine`). */
export const ENGINE_URL = '/lab-engine/engine.js';

/**
 * The engine's entry and the chunks it imports statically, as URLs (public/lab-engine/preload.json), read by
 * server components at build time to preload them. Without a built engine (a dev server started without
 * `npm run lab-engine`), just the entry.
 */
export function engineFiles(): string[] {
  try {
    const files: unknown = JSON.parse(
      readFileSync(path.join(process.cwd(), 'public', 'lab-engine', 'preload.json'), 'utf8'),
    );
    if (Array.isArray(files) && files.every((f) => typeof f === 'string' && f.startsWith('/lab-engine/')))
      return files as string[];
  } catch {
    // not built yet
  }
  return [ENGINE_URL];
}
