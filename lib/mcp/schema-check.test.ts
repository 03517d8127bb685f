import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripDescriptions } from '../spec/strip-descriptions';
import { specDir, validate } from '../spec/validate';
import { LabController } from './lab/controller';
import { schemaTarget } from './message-types';
import { loadSchemaChecker, SchemaChecker } from './schema-check';
import type { JsonRpcMessage } from './types';

let checker: SchemaChecker;
beforeAll(async () => {
  checker = await loadSchemaChecker();
});

const examplesRoot = path.join(specDir, '2026-07-28', 'examples');
const examples = readdirSync(examplesRoot).flatMap((type) =>
  readdirSync(path.join(examplesRoot, type)).map((file) => ({
    type,
    file,
    value: JSON.parse(readFileSync(path.join(examplesRoot, type, file), 'utf8')) as unknown,
  })),
);

/** The example with its first required property taken out (if it has one), to compare rejections too. */
function broken(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 42;
  const [first] = Object.keys(value);
  if (first === undefined) return 'not an object';
  const copy = { ...(value as Record<string, unknown>) };
  delete copy[first];
  return copy;
}

describe('SchemaChecker (@cfworker/json-schema, no eval)', () => {
  it('accepts valid messages and rejects a CallToolResult without resultType', () => {
    const ok = { content: [{ type: 'text', text: 'hi' }], resultType: 'complete' };
    expect(checker.errors('2026-07-28', 'CallToolResult', ok)).toEqual([]);
    expect(checker.errors('2026-07-28', 'CallToolResult', { content: [] })).toEqual([
      '(root): Instance does not have required property "resultType".',
    ]);
    // 2025-11-25 had no resultType: the same result is valid there.
    expect(checker.errors('2025-11-25', 'CallToolResult', { content: [] })).toEqual([]);
    const call: JsonRpcMessage = { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { arguments: {} } };
    expect(checker.check('2026-07-28', call, undefined)).toMatchObject({ status: 'invalid', type: 'CallToolRequest' });
    expect(checker.check('2026-07-28', { jsonrpc: '2.0', id: 3, result: {} }, undefined)).toEqual({
      status: 'unchecked',
    });
  });

  it('agrees with the ajv validator on every official example, and on each one broken', () => {
    expect(examples.length).toBeGreaterThan(80);
    for (const { type, file, value } of examples) {
      for (const candidate of [value, broken(value)]) {
        const ajvValid = validate('2026-07-28', type, candidate).length === 0;
        const ours = checker.errors('2026-07-28', type, candidate);
        expect(ours.length === 0, `${type}/${file}: ajv says ${ajvValid ? 'valid' : 'invalid'}, ours ${ours[0]}`).toBe(
          ajvValid,
        );
      }
      expect(checker.errors('2026-07-28', type, value), `${type}/${file}`).toEqual([]);
    }
  });

  it('finds every message of a real lab session valid, in both eras', async () => {
    for (const era of ['2026-07-28', '2025-11-25'] as const) {
      const lab = new LabController({ era });
      await lab.connect();
      await lab.listAll();
      await lab.callTool('get_event', { eventId: 'evt-9999' });
      await lab.callTool('no_such_tool', {});
      const methods = new Map<string, string>();
      for (const entry of lab.trace()) {
        const m = entry.message;
        if ('method' in m && 'id' in m) methods.set(`${entry.direction}:${String(m.id)}`, m.method);
        const answers = 'method' in m ? undefined : methods.get(`to-server:${String(m.id)}`);
        const verdict = checker.check(era, m, answers);
        expect(verdict.status, `${era} #${entry.seq} ${JSON.stringify(verdict)}`).toBe('valid');
        expect(validate(era, schemaTarget(m, answers)!.type, schemaTarget(m, answers)!.value)).toEqual([]);
      }
      await lab.disconnect();
    }
  });

  it('gives the same verdicts with the schemas the browser downloads (descriptions stripped)', () => {
    const read = (rev: string) => JSON.parse(readFileSync(path.join(specDir, rev, 'schema.json'), 'utf8')) as object;
    const full = { '2026-07-28': read('2026-07-28'), '2025-11-25': read('2025-11-25') };
    const stripped = new SchemaChecker({
      '2026-07-28': stripDescriptions(full['2026-07-28']) as object,
      '2025-11-25': stripDescriptions(full['2025-11-25']) as object,
    });
    for (const rev of ['2026-07-28', '2025-11-25'] as const) {
      const text = JSON.stringify(stripDescriptions(full[rev]));
      expect(text.length, rev).toBeLessThan(JSON.stringify(full[rev]).length * 0.5);
      expect(text, rev).not.toMatch(/"description":"/);
    }
    let compared = 0;
    for (const { type, file, value } of examples) {
      for (const candidate of [value, broken(value)]) {
        for (const rev of ['2026-07-28', '2025-11-25'] as const) {
          if (!checker.hasType(rev, type)) continue;
          expect(stripped.errors(rev, type, candidate), `${rev} ${type}/${file}`).toEqual(
            checker.errors(rev, type, candidate),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(250);
  });
});
