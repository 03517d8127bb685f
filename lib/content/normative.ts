import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_TAUGHT_FILE, type RegisteredClaim } from './claims';
import { ContentError } from './errors';
import { notTaughtFile } from './schema';
import type { CoverageRow } from './types';
import { readYamlFile } from './yaml-file';

/**
 * Normative coverage: every MUST/SHOULD/MAY statement of the spec pages the course covers (keys listed in
 * content/claims/normative-keys.txt, refreshed from ../shared by `npm run normative:refresh`) is either
 * taught — named by a claim that a lesson section teaches and two questions test — or left out on purpose
 * in not-taught.yaml with a reason. Anything else fails the build.
 */
export const NORMATIVE_KEYS_FILE = 'normative-keys.txt';

export interface PageCoverage {
  page: string;
  taught: number;
  notTaught: number;
  total: number;
}

export interface NormativeCoverage {
  pages: PageCoverage[];
  taught: number;
  total: number;
  problems: string[];
  /** Key → the claims that teach it. */
  teachers: Map<string, string[]>;
}

/** The page a key belongs to: everything before its first `#` (`server/tools#errors#2` → `server/tools`). */
export const pageOf = (key: string) => key.slice(0, key.indexOf('#'));

export function readNormativeKeys(claimsDir: string): string[] {
  const file = path.join(claimsDir, NORMATIVE_KEYS_FILE);
  if (!existsSync(file)) throw new ContentError(file, '  missing: run `npm run normative:refresh`');
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

export function readNotTaught(claimsDir: string) {
  const file = path.join(claimsDir, NOT_TAUGHT_FILE);
  return existsSync(file) ? readYamlFile(file, notTaughtFile) : [];
}

export function normativeCoverage(
  keys: string[],
  claims: RegisteredClaim[],
  coverage: CoverageRow[],
  notTaught: { key: string; reason: string }[],
  minQuestions: number,
): NormativeCoverage {
  const known = new Set(keys);
  const problems: string[] = [];
  const teachers = new Map<string, string[]>();
  const taughtClaims = new Set(
    coverage.filter((r) => r.taughtIn.length > 0 && r.questions.length >= minQuestions).map((r) => r.claim.id),
  );
  for (const claim of claims) {
    for (const key of claim.normative ?? []) {
      if (!known.has(key)) problems.push(`${claim.id} (${claim.source}.yaml) names unknown normative key ${key}`);
      else if (taughtClaims.has(claim.id)) teachers.set(key, [...(teachers.get(key) ?? []), claim.id]);
    }
  }
  const left = new Set<string>();
  for (const { key } of notTaught) {
    if (!known.has(key)) problems.push(`${NOT_TAUGHT_FILE} lists unknown normative key ${key}`);
    else if (left.has(key)) problems.push(`${NOT_TAUGHT_FILE} lists ${key} twice`);
    else if (teachers.has(key))
      problems.push(`${NOT_TAUGHT_FILE} lists ${key}, which ${teachers.get(key)!.join(', ')} teaches: remove it there`);
    left.add(key);
  }
  for (const key of keys)
    if (!teachers.has(key) && !left.has(key))
      problems.push(`normative key ${key} is taught by no claim and not listed in ${NOT_TAUGHT_FILE}`);

  const pages = new Map<string, PageCoverage>();
  for (const key of keys) {
    const page = pageOf(key);
    const row = pages.get(page) ?? { page, taught: 0, notTaught: 0, total: 0 };
    row.total += 1;
    if (teachers.has(key)) row.taught += 1;
    else row.notTaught += 1;
    pages.set(page, row);
  }
  const taught = keys.filter((k) => teachers.has(k)).length;
  return { pages: [...pages.values()], taught, total: keys.length, problems, teachers };
}

/** A plain-text table, one row per spec page: taught / not taught / total. */
export function formatNormativeTable(c: NormativeCoverage): string {
  const width = Math.max(4, ...c.pages.map((p) => p.page.length));
  const pct = (n: number, of: number) => `${of ? Math.round((100 * n) / of) : 0}%`.padStart(5);
  const lines = [`${'spec page'.padEnd(width)}  taught  not taught  total  taught %`];
  for (const p of c.pages)
    lines.push(
      `${p.page.padEnd(width)}  ${String(p.taught).padStart(6)}  ${String(p.notTaught).padStart(10)}  ${String(p.total).padStart(5)}  ${pct(p.taught, p.total).padStart(8)}`,
    );
  lines.push(`${c.taught} of ${c.total} normative statements taught (${pct(c.taught, c.total).trim()})`);
  return lines.join('\n');
}
