import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltContent } from './types';

/**
 * Reads what `npm run content` wrote. No `server-only` mark here (node:fs keeps it off the client anyway):
 * a Pages Router route (the live event stream) imports it through lib/live, and `server-only` throws outside
 * React's server bundles. Pages read it through load.server.ts.
 */
export function readContentFile(): BuiltContent {
  const file = path.join(process.cwd(), '.content', 'content.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuiltContent;
  } catch (err) {
    throw new Error(`No compiled content at ${file}: run \`npm run content\` (npm run build does it). ${String(err)}`);
  }
}
