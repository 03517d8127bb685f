import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Each lesson folder's `##` headings, read straight from index.mdx (fenced code skipped): enough for the
 * exercise check to resolve sections without compiling every lesson. The content build uses the compiled
 * headings instead.
 */
export function lessonHeadingsFromSource(contentDir: string): Map<string, Set<string>> {
  const dir = path.join(contentDir, 'lessons');
  const out = new Map<string, Set<string>>();
  if (!existsSync(dir)) return out;
  for (const folder of readdirSync(dir)) {
    const file = path.join(dir, folder, 'index.mdx');
    if (!existsSync(file)) continue;
    const headings = new Set<string>();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      else if (!fenced && line.startsWith('## ')) headings.add(line.slice(3).trim());
    }
    out.set(folder, headings);
  }
  return out;
}
