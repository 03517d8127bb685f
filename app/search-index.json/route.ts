import { readFileSync } from 'node:fs';
import path from 'node:path';

// Written by `npm run content`; served as a static file from the build.
export const dynamic = 'force-static';

export function GET() {
  const json = readFileSync(path.join(process.cwd(), '.content', 'search-index.json'), 'utf8');
  return new Response(json, { headers: { 'Content-Type': 'application/json' } });
}
