import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('npm run exercises:export', () => {
  it('writes every exercise as { id, kind, title, lesson, claims, cases, solution, wrong }', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'mcpa-export-')), 'exercises.json');
    const run = spawnSync('npx', ['tsx', 'scripts/exercises-export.ts', '--out', out], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const exported = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>[];
    expect(exported.length).toBeGreaterThanOrEqual(6);
    for (const e of exported) {
      expect(Object.keys(e)).toEqual(['id', 'kind', 'title', 'lesson', 'claims', 'cases', 'solution', 'wrong']);
      expect(['client', 'server']).toContain(e.kind);
      expect((e.cases as string[]).length).toBeGreaterThanOrEqual(3);
      expect((e.wrong as string[]).length).toBeGreaterThanOrEqual(2);
      expect(e.solution).toMatch(/export (async )?function/);
    }
    const first = exported.find((e) => e.id === 'list-all-tools');
    expect(first).toMatchObject({ kind: 'client', lesson: '01-paging-tools-list' });
    expect(first?.solution).toBe(
      readFileSync(path.join(root, 'content/exercises/01-list-all-tools/solution.ts'), 'utf8'),
    );
  });

  it('says how to use it without --out', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/exercises-export.ts'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('usage: npm run exercises:export -- --out FILE');
  });
});
