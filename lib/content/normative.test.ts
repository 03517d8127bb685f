import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RegisteredClaim } from './claims';
import { formatNormativeTable, normativeCoverage, pageOf } from './normative';
import type { CoverageRow } from './types';

const claim = (id: string, normative: string[]): RegisteredClaim => ({
  id,
  text: 'A claim for the test.',
  spec: { doc: 'server/tools', section: 'Tools' },
  verdict: 'confirmed',
  normative,
  source: 'test',
});
const row = (c: RegisteredClaim, taught: boolean, questions: number): CoverageRow => ({
  claim: c,
  taughtIn: taught ? [{ lesson: 'l', heading: 'h' }] : [],
  questions: Array.from({ length: questions }, (_, i) => `q.${i}`),
});

const keys = ['server/tools#a#1', 'server/tools#a#2', 'basic/index#b#1'];

describe('normativeCoverage', () => {
  it('counts a key as taught only through a claim that is taught and asked twice', () => {
    const taught = claim('t.taught', ['server/tools#a#1']);
    const unasked = claim('t.unasked', ['server/tools#a#2']);
    const c = normativeCoverage(
      keys,
      [taught, unasked],
      [row(taught, true, 2), row(unasked, true, 1)],
      [{ key: 'basic/index#b#1', reason: 'Out of scope for the fixture.' }],
      2,
    );
    expect(c.taught).toBe(1);
    expect(c.problems).toEqual([
      'normative key server/tools#a#2 is taught by no claim and not listed in not-taught.yaml',
    ]);
    expect(c.pages).toEqual([
      { page: 'server/tools', taught: 1, notTaught: 1, total: 2 },
      { page: 'basic/index', taught: 0, notTaught: 1, total: 1 },
    ]);
  });

  it('refuses unknown keys, repeats, and a key both taught and listed as not taught', () => {
    const c1 = claim('t.one', ['server/tools#a#1', 'server/tools#nope#9']);
    const c = normativeCoverage(
      keys,
      [c1],
      [row(c1, true, 3)],
      [
        { key: 'server/tools#a#1', reason: 'Listed although taught.' },
        { key: 'server/tools#a#2', reason: 'Listed twice, first time.' },
        { key: 'server/tools#a#2', reason: 'Listed twice, second time.' },
        { key: 'basic/index#b#1', reason: 'Fine.' },
        { key: 'basic/index#gone#1', reason: 'No such key.' },
      ],
      2,
    );
    expect(c.problems).toEqual([
      't.one (test.yaml) names unknown normative key server/tools#nope#9',
      'not-taught.yaml lists server/tools#a#1, which t.one teaches: remove it there',
      'not-taught.yaml lists server/tools#a#2 twice',
      'not-taught.yaml lists unknown normative key basic/index#gone#1',
    ]);
  });

  it('prints one row per page and the total', () => {
    const c = normativeCoverage(keys, [], [], keys.map((key) => ({ key, reason: 'All left out here.' })), 2);
    const table = formatNormativeTable(c);
    expect(table).toMatch(/server\/tools\s+0\s+2\s+2\s+0%/);
    expect(table).toContain('0 of 3 normative statements taught (0%)');
    expect(pageOf('basic/patterns/mrtr#x#3')).toBe('basic/patterns/mrtr');
  });
});

describe('the content build script and normative keys', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const good = path.join(root, 'tests/fixtures/content-good');
  const run = (edit: (dir: string) => void) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mcpa-normative-'));
    cpSync(good, dir, { recursive: true });
    edit(dir);
    return spawnSync('npx', ['tsx', 'scripts/build-content.ts', '--content', dir, '--out', path.join(dir, 'out')], {
      cwd: root,
      encoding: 'utf8',
    });
  };

  it('passes the fixture and prints the per-page table', () => {
    const ok = run(() => undefined);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/server\/utilities\/pagination\s+2\s+0\s+2\s+100%/);
    expect(ok.stdout).toContain('2 of 3 normative statements taught (67%)');
  });

  it('fails on a key that is neither taught nor listed, naming it', () => {
    const failed = run((dir) => writeFileSync(path.join(dir, 'claims/not-taught.yaml'), '[]\n'));
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('normative key server/tools#error-handling#1 is taught by no claim');
  });

  it('fails on a claim naming an unknown key', () => {
    const failed = run((dir) => {
      const file = path.join(dir, 'claims/anatomy.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('pagination-model#2', 'pagination-model#99'));
    });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('names unknown normative key server/utilities/pagination#pagination-model#99');
  });
});
