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

describe('lib/mcp', () => {
  it('imports neither React nor Next, and only its Node-only modules import node: built-ins', () => {
    const files = sources(import.meta.dirname);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const spec of imports) {
        expect(spec, file).not.toMatch(/^(react|react-dom|next)(\/|$)/);
        if (!/\/http\/|\.node\.ts$/.test(file)) expect(spec, `${file} runs in the browser`).not.toMatch(/^node:/);
      }
    }
  });
});
