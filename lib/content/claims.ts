import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './errors';
import { claimFile, type Claim } from './schema';
import { readYamlFile } from './yaml-file';

export const NOT_TAUGHT_FILE = 'not-taught.yaml';

export interface RegisteredClaim extends Claim {
  /** The register file it comes from, e.g. `anatomy`. */
  source: string;
}

export function loadClaims(contentDir: string): RegisteredClaim[] {
  const dir = path.join(contentDir, 'claims');
  const all: RegisteredClaim[] = [];
  const seen = new Map<string, string>();
  // not-taught.yaml lists normative statements left out, not claims (see normative.ts).
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== NOT_TAUGHT_FILE).sort()) {
    const file = path.join(dir, name);
    for (const c of readYamlFile(file, claimFile)) {
      const other = seen.get(c.id);
      if (other) throw new ContentError(file, `  claim id "${c.id}" is already used in ${other}`);
      seen.set(c.id, file);
      all.push({ ...c, source: name.replace(/\.yaml$/, '') });
    }
  }
  if (all.length === 0) throw new ContentError(dir, '  the claims register is empty');
  return all;
}
