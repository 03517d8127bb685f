import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RegisteredClaim } from './claims';
import { formatKeyTable, keyCoverage, type KeyList } from './key-coverage';
import { claim as claimSchema } from './schema';
import { formatSchemaTargets, schemaTargets, typeOfKey, undecidedKeys, untaughtKeysOfTypes } from './schema-keys';
import type { CoverageRow } from './types';

const claim = (id: string, schema: string[]): RegisteredClaim => ({
  id,
  text: 'A claim for the test.',
  spec: { doc: 'server/tools', section: 'Tools' },
  verdict: 'confirmed',
  schema,
  source: 'test',
});
const row = (c: RegisteredClaim, taught: boolean, questions: number): CoverageRow => ({
  claim: c,
  taughtIn: taught ? [{ lesson: 'l', heading: 'h' }] : [],
  questions: Array.from({ length: questions }, (_, i) => `q.${i}`),
});
const list = (pending: string[]): KeyList => ({
  kind: 'schema',
  noun: 'schema property keys',
  groupLabel: 'type',
  keys: ['Tool.name', 'Tool.title', 'Icon.src', 'Icon.sizes'],
  keysOf: (c) => (c.schema ?? []).filter((k) => !k.includes(':')),
  owns: (k) => !k.includes(':') && !k.includes('#'),
  groupOf: typeOfKey,
  pending: { file: 'schema-pending.txt', keys: pending, fix: 'regenerate it' },
});

describe('schema key coverage', () => {
  it('counts taught, listed and pending keys per type, pending as not taught', () => {
    const taught = claim('t.taught', ['Tool.name', 'added:Tool.name']);
    const unasked = claim('t.unasked', ['Tool.title']);
    const l = list(['Tool.title', 'Icon.sizes']);
    const c = keyCoverage(
      l,
      [taught, unasked],
      [row(taught, true, 2), row(unasked, true, 1)],
      [
        { key: 'Icon.src', reason: 'Left out in the test.' },
        { key: 'server/tools#a#1', reason: 'Another list owns this one.' },
      ],
      2,
    );
    expect(c.problems).toEqual([]);
    expect(c.groups).toEqual([
      { group: 'Tool', taught: 1, notTaught: 0, pending: 1, total: 2 },
      { group: 'Icon', taught: 0, notTaught: 1, pending: 1, total: 2 },
    ]);
    expect([c.taught, c.pending, c.total]).toEqual([1, 2, 4]);
    const table = formatKeyTable(l, c);
    expect(table).toMatch(/Tool\s+1\s+0\s+1\s+2\s+50%/);
    expect(table).toContain('1 of 4 schema property keys taught (25%); 2 pending (not yet decided)');
    expect(undecidedKeys([{ list: list([]), coverage: keyCoverage(list([]), [taught], [row(taught, true, 2)], [], 2) }]))
      .toEqual(['Icon.sizes', 'Icon.src', 'Tool.title']);
    expect(untaughtKeysOfTypes(l, c, ['Tool'])).toEqual(['Tool.title']);
  });

  it('fails on an unknown key, a key both taught and listed, an undecided key not pending, and a stale pending key', () => {
    const c1 = claim('t.one', ['Tool.name', 'Tool.nope']);
    const c = keyCoverage(
      list(['Tool.name', 'Gone.key']),
      [c1],
      [row(c1, true, 2)],
      [
        { key: 'Tool.name', reason: 'Listed although taught.' },
        { key: 'Icon.gone', reason: 'No such key.' },
        { key: 'Icon.src', reason: 'Fine.' },
      ],
      2,
    );
    expect(c.problems).toEqual([
      't.one (test.yaml) names unknown schema key Tool.nope',
      'not-taught.yaml lists Tool.name, which t.one teaches: remove it there',
      'not-taught.yaml lists unknown schema key Icon.gone',
      'schema-pending.txt lists Tool.name, which is decided (taught by t.one): regenerate it',
      'schema-pending.txt lists unknown schema key Gone.key: regenerate it',
      'schema key Tool.title is taught by no claim and not listed in not-taught.yaml (nor pending in schema-pending.txt)',
      'schema key Icon.sizes is taught by no claim and not listed in not-taught.yaml (nor pending in schema-pending.txt)',
    ]);
  });

  it('judges the issue targets: named types fully taught, and the taught share of each list', () => {
    const taught = claim('t.taught', ['Tool.name', 'Icon.src', 'Icon.sizes']);
    const l = list(['Tool.title']);
    const c = keyCoverage(l, [taught], [row(taught, true, 2)], [], 2);
    const t = schemaTargets([{ list: l, coverage: c }]);
    expect(t.untaughtTargetKeys).toEqual(['Tool.title']);
    expect(t.shares).toEqual([{ kind: 'schema', taught: 3, total: 4, share: 0.75, wanted: 0.9 }]);
    expect(t.met).toBe(false);
    expect(formatSchemaTargets(t)).toContain('1 keys untaught (Tool 1)');
    expect(formatSchemaTargets(t)).toContain('schema keys: 3 of 4 taught (75%; target 90%)');
    const all = claim('t.all', ['Tool.name', 'Tool.title', 'Icon.src', 'Icon.sizes']);
    const full = keyCoverage(list([]), [all], [row(all, true, 2)], [], 2);
    expect(schemaTargets([{ list: list([]), coverage: full }]).met).toBe(true);
  });

  it('accepts property and change keys in a claim and refuses anything else', () => {
    const base = { id: 'a.b', text: 'A claim for the test.', spec: { doc: 'x', section: 'y' }, verdict: 'confirmed' };
    const ok = ['RequestMetaObject.io.modelcontextprotocol/protocolVersion', 'new-type:CacheableResult', 'type:Tool._meta'];
    expect(claimSchema.safeParse({ ...base, schema: ok }).success).toBe(true);
    for (const bad of ['tool.name', 'added:Tool', 'renamed:Tool.name', 'new-type:Tool.name'])
      expect(claimSchema.safeParse({ ...base, schema: [bad] }).success, bad).toBe(false);
    expect(typeOfKey('removed-type:Task')).toBe('Task');
    expect(typeOfKey('added:CallToolResult.resultType')).toBe('CallToolResult');
  });
});

describe('the content build script and schema keys', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const good = path.join(root, 'tests/fixtures/content-good');
  const copy = (edit: (dir: string) => void) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mcpa-schema-'));
    cpSync(good, dir, { recursive: true });
    edit(dir);
    return dir;
  };
  const run = (script: string, dir: string, ...args: string[]) =>
    spawnSync('npx', ['tsx', script, '--content', dir, ...args], { cwd: root, encoding: 'utf8' });
  const build = (edit: (dir: string) => void) => {
    const dir = copy(edit);
    return run('scripts/build-content.ts', dir, '--out', path.join(dir, 'out'));
  };
  const editFile = (dir: string, file: string, edit: (s: string) => string) =>
    writeFileSync(path.join(dir, file), edit(readFileSync(path.join(dir, file), 'utf8')));

  it('passes the fixture and prints both schema tables with their pending counts', () => {
    const ok = build(() => undefined);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/ListToolsResult\s+1\s+1\s+0\s+2\s+50%/);
    expect(ok.stdout).toContain('2 of 4 schema property keys (2026-07-28) taught (50%); 1 pending (not yet decided)');
    expect(ok.stdout).toMatch(/new-type\s+0\s+0\s+1\s+1\s+0%/);
    expect(ok.stdout).toContain('1 of 3 schema change keys (since 2025-11-25) taught (33%); 1 pending');
  });

  it('fails on a claim naming an unknown schema key', () => {
    const failed = build((dir) => editFile(dir, 'claims/anatomy.yaml', (s) => s.replace('ListToolsResult.nextCursor', 'ListToolsResult.next')));
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('paging.cursor-opaque (anatomy.yaml) names unknown schema key ListToolsResult.next');
  });

  it('fails on a key both taught and listed in not-taught.yaml', () => {
    const failed = build((dir) =>
      editFile(dir, 'claims/not-taught.yaml', (s) => `${s}- key: added:ListToolsResult.ttlMs\n  reason: Listed although taught.\n`),
    );
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('not-taught.yaml lists added:ListToolsResult.ttlMs, which paging.cursor-opaque teaches');
  });

  it('fails on an undecided key that is not pending', () => {
    const failed = build((dir) => editFile(dir, 'claims/schema-pending.txt', (s) => s.replace('Tool.name\n', '')));
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('schema key Tool.name is taught by no claim and not listed in not-taught.yaml');
  });

  it('regenerates schema-pending.txt with --write and reports a stale one without it', () => {
    const dir = copy((d) => editFile(d, 'claims/schema-pending.txt', (s) => `${s}PaginatedRequestParams.cursor\n`));
    const stale = run('scripts/schema-pending.ts', dir);
    expect(stale.status).toBe(1);
    expect(stale.stdout).toContain('decided, remove: PaginatedRequestParams.cursor');
    const written = run('scripts/schema-pending.ts', dir, '--write');
    expect(written.status, written.stderr).toBe(0);
    const lines = readFileSync(path.join(dir, 'claims/schema-pending.txt'), 'utf8').split('\n');
    expect(lines.filter((l) => l && !l.startsWith('#'))).toEqual(['Tool.name', 'new-type:CacheableResult']);
    // Two content builds in a row: give them the time a busy machine needs.
  }, 180_000);
});
