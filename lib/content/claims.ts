import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ContentError } from './errors';
import { claimFile, describeIssues, type Claim } from './schema';

export interface RegisteredClaim extends Claim {
  /** The register file it comes from, e.g. `anatomy`. */
  source: string;
}

export function loadClaims(contentDir: string): RegisteredClaim[] {
  const dir = path.join(contentDir, 'claims');
  const all: RegisteredClaim[] = [];
  const seen = new Map<string, string>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    const file = path.join(dir, name);
    let raw: unknown;
    try {
      raw = parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new ContentError(file, `  not valid YAML: ${(err as Error).message}`);
    }
    const parsed = claimFile.safeParse(raw);
    if (!parsed.success) throw new ContentError(file, describeIssues(parsed.error));
    for (const c of parsed.data) {
      const other = seen.get(c.id);
      if (other) throw new ContentError(file, `  claim id "${c.id}" is already used in ${other}`);
      seen.set(c.id, file);
      all.push({ ...c, source: name.replace(/\.yaml$/, '') });
    }
  }
  if (all.length === 0) throw new ContentError(dir, '  the claims register is empty');
  return all;
}
