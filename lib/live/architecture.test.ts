import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);

describe('lib/live and lib/sync', () => {
  it('imports neither React nor Next: route handlers stay thin, the logic is tested in Node', () => {
    const files = sources(import.meta.dirname);
    expect(files.length).toBeGreaterThan(15);
    for (const file of files)
      for (const spec of importsOf(file)) expect(spec, file).not.toMatch(/^(react|react-dom|next)(\/|$)/);
  });

  it('keeps SQL in the repository (and the migration runner)', () => {
    for (const file of sources(import.meta.dirname)) {
      if (/repository\.ts$|db\/(migrate|driver)\.ts$|test-db\.ts$/.test(file)) continue;
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/);
    }
    for (const dir of ['../../app/api/live', '../../pages/api/live'])
      for (const file of sources(path.join(import.meta.dirname, dir)))
        expect(readFileSync(file, 'utf8'), file).not.toMatch(/\b(SELECT|INSERT|UPDATE|DELETE)\b/);
    // The sync route exports a DELETE handler, so there the check looks for statements, not the bare word.
    for (const dir of ['../sync', '../../app/api/sync'])
      for (const file of sources(path.join(import.meta.dirname, dir)))
        expect(readFileSync(file, 'utf8'), file).not.toMatch(/\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/);
  });

  it('lib/sync imports neither React nor Next, and its contract no node: built-ins (the browser imports it)', () => {
    const files = sources(path.join(import.meta.dirname, '../sync'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files)
      for (const spec of importsOf(file)) expect(spec, file).not.toMatch(/^(react|react-dom|next)(\/|$)/);
    for (const spec of importsOf(path.join(import.meta.dirname, '../sync/contract.ts')))
      expect(spec).not.toMatch(/^node:|\/db\//);
  });

  it('lets the pages import the contract and the predictions (no node: built-ins there)', () => {
    for (const name of ['contract.ts', 'predictions.ts'])
      for (const spec of importsOf(path.join(import.meta.dirname, name)))
        expect(spec, name).not.toMatch(/^node:|\.\/db\//);
  });
});
