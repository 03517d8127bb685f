import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The project's modules a file imports or re-exports (type-only ones too: a cycle of types is still a cycle). */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom '([^']+)'/gms)].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = spec.startsWith('@/')
      ? path.join(root, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (!base) return [];
    const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
    return found ? [found] : [];
  });
}

/** Every import cycle reachable from `start`, each as the list of files around it. */
function importCycles(start: string[]): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string) => {
    const at = stack.indexOf(file);
    if (at >= 0) return void cycles.push([...stack.slice(at), file]);
    if (done.has(file)) return;
    stack.push(file);
    for (const next of localImports(file)) visit(next);
    stack.pop();
    done.add(file);
  };
  start.forEach(visit);
  return cycles;
}

const progressModules = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => path.join(import.meta.dirname, name));

describe('lib/progress', () => {
  it('has no import cycle, type-only imports included: slices and store share lib/progress/types.ts', () => {
    expect(progressModules.length).toBeGreaterThan(8);
    const rel = (f: string) => path.relative(root, f);
    expect(importCycles(progressModules).map((c) => c.map(rel).join(' → '))).toEqual([]);
  });

  it('the check finds a cycle made of type-only imports', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycle-'));
    writeFileSync(path.join(dir, 'store.ts'), "import type { Slice } from './slice';\nexport type Store = Slice;\n");
    writeFileSync(
      path.join(dir, 'slice.ts'),
      "import type { Store } from './store';\nexport type Slice = { s?: Store };\n",
    );
    expect(importCycles([path.join(dir, 'store.ts')]).map((c) => c.map((f) => path.basename(f)))).toEqual([
      ['store.ts', 'slice.ts', 'store.ts'],
    ]);
  });
});
