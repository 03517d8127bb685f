import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exerciseCases } from '@/content/exercises/all-cases';
import { loadLearner } from '@/lib/exercises/load-learner';
import { runCase } from '@/lib/exercises/run-case';
import { loadCasesChunk } from '@/lib/sandbox/load-cases';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'exercise-sandbox-'));
const chunk = (id: string) => readFileSync(path.join(out, 'cases', `${id}.js`), 'utf8');

describe('npm run exercise-sandbox', () => {
  beforeAll(() => {
    const run = spawnSync('npx', ['tsx', 'scripts/build-exercise-sandbox.ts', '--out', out], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/\d+ cases chunks, the largest [\d.]+ KB gzip/);
  });

  it('writes a worker that holds no exercise’s cases, and one cases chunk per exercise', () => {
    expect(readdirSync(path.join(out, 'cases')).sort()).toEqual(
      Object.keys(exerciseCases)
        .map((id) => `${id}.js`)
        .sort(),
    );
    // A case name of the first exercise is in its chunk and not in the worker.
    const [id, cases] = Object.entries(exerciseCases)[0];
    const name = cases.cases[0].name.slice(0, 15);
    expect(chunk(id)).toContain(name);
    expect(readFileSync(path.join(out, 'worker.js'), 'utf8')).not.toContain(name);
  });

  it('gives, through the kit, the same cases as the source for every exercise', () => {
    for (const [id, cases] of Object.entries(exerciseCases)) {
      const loaded = loadCasesChunk(chunk(id));
      expect(loaded.entry, id).toBe(cases.entry);
      expect(
        loaded.cases.map((c) => c.name),
        id,
      ).toEqual(cases.cases.map((c) => c.name));
    }
  });

  it('runs a chunk’s case against the reference solution and a wrong one', async () => {
    const dir = path.join(root, 'content/exercises/01-list-all-tools');
    const cases = loadCasesChunk(chunk('list-all-tools'));
    const run = async (file: string) => {
      const learner = loadLearner(cases, readFileSync(path.join(dir, file), 'utf8'));
      if (!learner.ok) throw new Error(learner.message);
      return (await runCase(cases, 0, learner.learner)).status;
    };
    expect(await run('solution.ts')).toBe('passed');
    expect(await run('wrong/no-cursor.ts')).not.toBe('passed');
  });

  it('refuses a chunk that imports what the kit lacks, or exports no cases', () => {
    expect(() => loadCasesChunk('require("node:fs")')).toThrow(/import "node:fs", which the sandbox lacks/);
    expect(() => loadCasesChunk('module.exports = { default: {} }')).toThrow(/no cases/);
  });
});
