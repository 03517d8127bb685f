import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_TAUGHT_FILE, type RegisteredClaim } from './claims';
import { formatKeyTable, keyCoverage, type KeyList } from './key-coverage';
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

/** The normative statements as a key list: grouped by spec page, no pending state (every key is decided). */
export function normativeList(keys: string[]): KeyList {
  return {
    kind: 'normative',
    noun: 'normative statements',
    groupLabel: 'spec page',
    keys,
    keysOf: (claim) => claim.normative ?? [],
    owns: (key) => key.includes('#'),
    groupOf: pageOf,
  };
}

export function normativeCoverage(
  keys: string[],
  claims: RegisteredClaim[],
  coverage: CoverageRow[],
  notTaught: { key: string; reason: string }[],
  minQuestions: number,
): NormativeCoverage {
  const c = keyCoverage(normativeList(keys), claims, coverage, notTaught, minQuestions);
  const pages = c.groups.map(({ group, taught, notTaught: left, total }) => ({ page: group, taught, notTaught: left, total }));
  return { pages, taught: c.taught, total: c.total, problems: c.problems, teachers: c.teachers };
}

/** A plain-text table, one row per spec page: taught / not taught / total. */
export function formatNormativeTable(c: NormativeCoverage): string {
  const groups = c.pages.map(({ page, ...rest }) => ({ group: page, pending: 0, ...rest }));
  return formatKeyTable(normativeList([]), { ...c, groups, pending: 0, listed: new Set() });
}
