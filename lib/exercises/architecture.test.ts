import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('lib/exercises and the exercise cases', () => {
  it('import neither React, Next nor node: built-ins, so the same code runs inside the sandbox worker', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = [
      ...sources(import.meta.dirname),
      ...sources(path.join(root, 'content/exercises')).filter((f) => /cases\.ts$|-tool\.ts$/.test(f)),
    ];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const spec of imports) {
        expect(spec, file).not.toMatch(/^(react|react-dom|next)(\/|$)|^node:/);
        expect(spec, `${file} must not reach the content build`).not.toMatch(/lib\/content\//);
      }
    }
  });
});
