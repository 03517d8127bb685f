import type { RegisteredClaim } from './claims';
import { NOT_TAUGHT_FILE } from './claims';
import type { CoverageRow } from './types';

/**
 * Key coverage, shared by the normative statements and the two schema key lists: each key of a list is taught
 * (named by a claim that a lesson section teaches and enough questions test), left out on purpose in
 * not-taught.yaml, or — schema lists only, while the content is being written — still pending. Anything else
 * (an undecided key, an unknown key, a key both taught and listed) is a problem the build fails on.
 */
export interface KeyList {
  /** What the keys are, for messages: `normative`, `schema`, `schema change`. */
  kind: string;
  /** What the table's total counts, e.g. `normative statements`. */
  noun: string;
  /** The table's first column, e.g. `spec page`. */
  groupLabel: string;
  keys: string[];
  /** The keys of this list that a claim names (a claim's field may mix lists: each list takes its own format). */
  keysOf: (claim: RegisteredClaim) => string[];
  /** Whether a not-taught.yaml entry is in this list's format. */
  owns: (key: string) => boolean;
  groupOf: (key: string) => string;
  /** Where undecided keys may wait (schema-pending.txt); absent when a list has no pending state. */
  pending?: { file: string; keys: string[]; fix: string };
}

export interface GroupCoverage {
  group: string;
  taught: number;
  notTaught: number;
  pending: number;
  total: number;
}

export interface KeyCoverage {
  groups: GroupCoverage[];
  taught: number;
  pending: number;
  total: number;
  problems: string[];
  /** Key → the claims that teach it. */
  teachers: Map<string, string[]>;
  /** Keys listed in not-taught.yaml. */
  listed: Set<string>;
}

export function keyCoverage(
  list: KeyList,
  claims: RegisteredClaim[],
  coverage: CoverageRow[],
  notTaught: { key: string; reason: string }[],
  minQuestions: number,
): KeyCoverage {
  const known = new Set(list.keys);
  const problems: string[] = [];
  const teachers = new Map<string, string[]>();
  const taughtClaims = new Set(
    coverage.filter((r) => r.taughtIn.length > 0 && r.questions.length >= minQuestions).map((r) => r.claim.id),
  );
  for (const claim of claims) {
    for (const key of list.keysOf(claim)) {
      if (!known.has(key)) problems.push(`${claim.id} (${claim.source}.yaml) names unknown ${list.kind} key ${key}`);
      else if (taughtClaims.has(claim.id)) teachers.set(key, [...(teachers.get(key) ?? []), claim.id]);
    }
  }
  const listed = new Set<string>();
  for (const { key } of notTaught.filter((e) => list.owns(e.key))) {
    if (!known.has(key)) problems.push(`${NOT_TAUGHT_FILE} lists unknown ${list.kind} key ${key}`);
    else if (listed.has(key)) problems.push(`${NOT_TAUGHT_FILE} lists ${key} twice`);
    else if (teachers.has(key))
      problems.push(`${NOT_TAUGHT_FILE} lists ${key}, which ${teachers.get(key)!.join(', ')} teaches: remove it there`);
    listed.add(key);
  }
  const pending = new Set<string>();
  for (const key of list.pending?.keys ?? []) {
    const { file, fix } = list.pending!;
    if (!known.has(key)) problems.push(`${file} lists unknown ${list.kind} key ${key}: ${fix}`);
    else if (teachers.has(key) || listed.has(key))
      problems.push(
        `${file} lists ${key}, which is decided (${teachers.has(key) ? `taught by ${teachers.get(key)!.join(', ')}` : `in ${NOT_TAUGHT_FILE}`}): ${fix}`,
      );
    pending.add(key);
  }
  for (const key of list.keys)
    if (!teachers.has(key) && !listed.has(key) && !pending.has(key))
      problems.push(
        `${list.kind} key ${key} is taught by no claim and not listed in ${NOT_TAUGHT_FILE}` +
          (list.pending ? ` (nor pending in ${list.pending.file})` : ''),
      );

  const groups = new Map<string, GroupCoverage>();
  for (const key of list.keys) {
    const group = list.groupOf(key);
    const row = groups.get(group) ?? { group, taught: 0, notTaught: 0, pending: 0, total: 0 };
    row.total += 1;
    // A pending key counts as not taught in every figure; it only has its own column.
    if (teachers.has(key)) row.taught += 1;
    else if (pending.has(key) && !listed.has(key)) row.pending += 1;
    else row.notTaught += 1;
    groups.set(group, row);
  }
  const groupRows = [...groups.values()];
  return {
    groups: groupRows,
    taught: groupRows.reduce((n, g) => n + g.taught, 0),
    pending: groupRows.reduce((n, g) => n + g.pending, 0),
    total: list.keys.length,
    problems,
    teachers,
    listed,
  };
}

const pct = (n: number, of: number) => `${of ? Math.round((100 * n) / of) : 0}%`;

/** A plain-text table, one row per group: taught / not taught / (pending) / total / taught %, then the totals. */
export function formatKeyTable(list: Pick<KeyList, 'noun' | 'groupLabel' | 'pending'>, c: KeyCoverage): string {
  const withPending = list.pending !== undefined;
  const width = Math.max(4, list.groupLabel.length, ...c.groups.map((g) => g.group.length));
  const lines = [
    `${list.groupLabel.padEnd(width)}  taught  not taught  ${withPending ? 'pending  ' : ''}total  taught %`,
  ];
  for (const g of c.groups)
    lines.push(
      `${g.group.padEnd(width)}  ${String(g.taught).padStart(6)}  ${String(g.notTaught).padStart(10)}  ${withPending ? `${String(g.pending).padStart(7)}  ` : ''}${String(g.total).padStart(5)}  ${pct(g.taught, g.total).padStart(8)}`,
    );
  lines.push(
    `${c.taught} of ${c.total} ${list.noun} taught (${pct(c.taught, c.total)})` +
      (withPending ? `; ${c.pending} pending (not yet decided)` : ''),
  );
  return lines.join('\n');
}
