import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RegisteredClaim } from './claims';
import { ContentError } from './errors';
import { keyCoverage, type KeyCoverage, type KeyList } from './key-coverage';
import { schemaChangeKey, schemaPropertyKey } from './schema';
import type { CoverageRow } from './types';

/**
 * Schema coverage: the property keys (`Tool.inputSchema`) of the domain's 2026-07-28 types and the change keys
 * (`added:CallToolResult.resultType`) since 2025-11-25, copied from ../shared/spec/schema-keys by
 * `npm run normative:refresh`. A claim names the keys it teaches in `schema:`; each key is taught, listed in
 * not-taught.yaml, or — while the content is being written — pending in schema-pending.txt.
 */
export const SCHEMA_KEYS_FILE = 'schema-keys.txt';
export const SCHEMA_CHANGE_KEYS_FILE = 'schema-change-keys.txt';
export const SCHEMA_PENDING_FILE = 'schema-pending.txt';
export const PENDING_FIX = 'run `npx tsx scripts/schema-pending.ts --write`';

/** The non-comment lines of a key file in content/claims/. */
export function readKeyFile(claimsDir: string, name: string, fix = 'run `npm run normative:refresh`'): string[] {
  const file = path.join(claimsDir, name);
  if (!existsSync(file)) throw new ContentError(file, `  missing: ${fix}`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** The type a key is about: `added:Tool.title` → `Tool`, `new-type:DiscoverRequest` → `DiscoverRequest`. */
export const typeOfKey = (key: string) => key.replace(/^[a-z-]+:/, '').split('.')[0];

/** The two schema key lists of a claims folder, with the pending keys each owns. */
export function schemaLists(claimsDir: string, pending = readSchemaPending(claimsDir)): KeyList[] {
  const pendingOf = (owns: (k: string) => boolean) => ({
    file: SCHEMA_PENDING_FILE,
    keys: pending.filter(owns),
    fix: PENDING_FIX,
  });
  const property = (k: string) => schemaPropertyKey.test(k);
  const change = (k: string) => schemaChangeKey.test(k);
  return [
    {
      kind: 'schema',
      noun: 'schema property keys (2026-07-28)',
      groupLabel: 'type',
      keys: readKeyFile(claimsDir, SCHEMA_KEYS_FILE),
      keysOf: (c) => (c.schema ?? []).filter(property),
      owns: property,
      groupOf: typeOfKey,
      pending: pendingOf(property),
    },
    {
      kind: 'schema change',
      noun: 'schema change keys (since 2025-11-25)',
      groupLabel: 'change',
      keys: readKeyFile(claimsDir, SCHEMA_CHANGE_KEYS_FILE),
      keysOf: (c) => (c.schema ?? []).filter(change),
      owns: change,
      groupOf: (k) => k.slice(0, k.indexOf(':')),
      pending: pendingOf(change),
    },
  ];
}

export function readSchemaPending(claimsDir: string): string[] {
  const keys = readKeyFile(claimsDir, SCHEMA_PENDING_FILE, PENDING_FIX);
  const odd = keys.filter((k) => !schemaPropertyKey.test(k) && !schemaChangeKey.test(k));
  if (odd.length)
    throw new ContentError(path.join(claimsDir, SCHEMA_PENDING_FILE), odd.map((k) => `  not a schema key: ${k}`).join('\n'));
  return keys;
}

export function schemaCoverage(
  lists: KeyList[],
  claims: RegisteredClaim[],
  coverage: CoverageRow[],
  notTaught: { key: string; reason: string }[],
  minQuestions: number,
): { list: KeyList; coverage: KeyCoverage }[] {
  return lists.map((list) => ({ list, coverage: keyCoverage(list, claims, coverage, notTaught, minQuestions) }));
}

/** The keys still to decide: neither taught nor listed (what schema-pending.txt should hold), sorted. */
export function undecidedKeys(results: { list: KeyList; coverage: KeyCoverage }[]): string[] {
  return results
    .flatMap(({ list, coverage }) => list.keys.filter((k) => !coverage.teachers.has(k) && !coverage.listed.has(k)))
    .sort();
}

/** The keys of the given types that no claim teaches (for the issue's per-type targets). */
export function untaughtKeysOfTypes(list: KeyList, c: KeyCoverage, types: readonly string[]): string[] {
  const wanted = new Set(types);
  return list.keys.filter((k) => wanted.has(typeOfKey(k)) && !c.teachers.has(k));
}

/** Issue 21's targets: every property of these types taught, 90% of all property keys, 80% of the change keys. */
export const TARGET_TYPES = [
  'Tool',
  'ToolAnnotations',
  'CallToolRequestParams',
  'CallToolResult',
  'ListToolsResult',
  'InputRequiredResult',
  'ElicitRequestFormParams',
  'ElicitRequestURLParams',
  'ElicitResult',
  'TextContent',
  'ImageContent',
  'AudioContent',
  'ResourceLink',
  'EmbeddedResource',
  'Annotations',
  'Icon',
  'CreateMessageRequestParams',
  'CreateMessageResult',
  'RequestMetaObject',
  'CacheableResult',
  'PaginatedRequestParams',
  'SubscriptionsListenRequestParams',
] as const;
export const TARGET_SHARE = { schema: 0.9, 'schema change': 0.8 } as Record<string, number>;

export interface SchemaTargets {
  /** Keys of TARGET_TYPES that no claim teaches. */
  untaughtTargetKeys: string[];
  /** Per list kind: the share of keys taught (pending keys count as not taught) and the share wanted. */
  shares: { kind: string; taught: number; total: number; share: number; wanted: number }[];
  met: boolean;
}

export function schemaTargets(results: { list: KeyList; coverage: KeyCoverage }[]): SchemaTargets {
  const property = results.find((r) => r.list.kind === 'schema');
  const untaughtTargetKeys = property ? untaughtKeysOfTypes(property.list, property.coverage, TARGET_TYPES) : [];
  const shares = results.map(({ list, coverage }) => ({
    kind: list.kind,
    taught: coverage.taught,
    total: coverage.total,
    share: coverage.total ? coverage.taught / coverage.total : 1,
    wanted: TARGET_SHARE[list.kind] ?? 0,
  }));
  return { untaughtTargetKeys, shares, met: untaughtTargetKeys.length === 0 && shares.every((s) => s.share >= s.wanted) };
}

/** One line per target, for the build's output (printed, not enforced, while keys are pending). */
export function formatSchemaTargets(t: SchemaTargets): string {
  const byType = new Map<string, number>();
  for (const k of t.untaughtTargetKeys) byType.set(typeOfKey(k), (byType.get(typeOfKey(k)) ?? 0) + 1);
  const missing = [...byType].map(([type, n]) => `${type} ${n}`).join(', ');
  const lines = [
    `schema targets ${t.met ? 'met' : 'not met yet'}:`,
    `  every property of the ${TARGET_TYPES.length} named types: ${t.untaughtTargetKeys.length ? `${t.untaughtTargetKeys.length} keys untaught (${missing})` : 'all taught'}`,
    ...t.shares.map(
      (s) =>
        `  ${s.kind} keys: ${s.taught} of ${s.total} taught (${Math.round(100 * s.share)}%; target ${Math.round(100 * s.wanted)}%)`,
    ),
  ];
  return lines.join('\n');
}
