import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exerciseCases } from '@/content/exercises/all-cases';
import { loadLearner } from '@/lib/exercises/load-learner';
import { runCase } from '@/lib/exercises/run-case';
import { sandboxKit as httpKit } from '@/lib/sandbox/kit-http';
import { loadCasesChunk } from '@/lib/sandbox/load-cases';

const root = path.resolve(import.meta.dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'exercise-sandbox-'));
const chunk = (id: string) => readFileSync(path.join(out, 'cases', `${id}.js`), 'utf8');
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
/** The SDK's Streamable HTTP handler, by two of its strings. */
const hasHttpHandler = (file: string) =>
  read(file).includes('Unsupported Media Type') && read(file).includes('last-event-id');

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

  it('puts the SDK’s HTTP handler only in worker-http.js, the worker of the exercises whose cases use it', () => {
    expect(hasHttpHandler('worker.js')).toBe(false);
    expect(hasHttpHandler('worker-http.js')).toBe(true);
    const workers = JSON.parse(read('sandboxes.json')) as Record<string, string>;
    expect(Object.keys(workers).sort()).toEqual(Object.keys(exerciseCases).sort());
    expect(workers['http-call-headers']).toBe('worker-http.js');
    expect(workers['list-all-tools']).toBe('worker.js');
    // An exercise given worker.js loads with its kit; one given worker-http.js needs the HTTP kit.
    for (const [id, worker] of Object.entries(workers))
      if (worker === 'worker.js') expect(() => loadCasesChunk(chunk(id)), id).not.toThrow();
    expect(() => loadCasesChunk(chunk('http-call-headers'), httpKit)).not.toThrow();
  });

  it('gives, through the kit, the same cases as the source for every exercise', () => {
    for (const [id, cases] of Object.entries(exerciseCases)) {
      const loaded = loadCasesChunk(chunk(id), httpKit);
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
