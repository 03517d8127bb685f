import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { specDir, validate } from './validate';

const shared = path.resolve(specDir, '../../../shared/spec');

function files(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

describe('vendored MCP schemas', () => {
  it.runIf(existsSync(shared))('are byte-for-byte the copies in ../shared/spec', () => {
    // The schemas and examples of each revision folder; shared's docs/ and normative/ are read elsewhere.
    const theirs = files(shared).filter((f) => /^\d{4}-\d{2}-\d{2}\//.test(f));
    expect(theirs.length).toBeGreaterThan(80);
    for (const f of theirs) expect(readFileSync(path.join(specDir, f)).equals(readFileSync(path.join(shared, f))), f).toBe(true);
  });

  it('accept every official 2026-07-28 example as the type its folder names', () => {
    const root = path.join(specDir, '2026-07-28', 'examples');
    let checked = 0;
    for (const type of readdirSync(root)) {
      for (const file of readdirSync(path.join(root, type))) {
        const value: unknown = JSON.parse(readFileSync(path.join(root, type, file), 'utf8'));
        expect(validate('2026-07-28', type, value), `${type}/${file}`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(80);
  });

  it('rejects a result without the resultType that 2026-07-28 requires', () => {
    expect(validate('2026-07-28', 'CallToolResult', { content: [] })).not.toEqual([]);
    expect(validate('2025-11-25', 'CallToolResult', { content: [] })).toEqual([]);
  });
});
