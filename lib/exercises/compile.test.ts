import { describe, expect, it } from 'vitest';
import { compileLearnerCode } from './compile';
import { evaluateLearnerModule, LearnerModuleError } from './evaluate';

describe('compileLearnerCode', () => {
  it('strips types and turns exports into assignments', () => {
    const out = compileLearnerCode(
      "import type { Client } from '@modelcontextprotocol/client';\nexport async function f(c: Client): Promise<number> { return 1; }",
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.js).not.toMatch(/Client|Promise<number>|import/);
    expect(out.js).toContain('exports.f = f');
  });

  it("leaves ES2020+ syntax as written: the sandbox bundles none of sucrase's ES transforms", () => {
    const out = compileLearnerCode(
      'export class A { n = 1; #m?: number; f(o?: { x?: number }) { return o?.x ?? this.#m ?? 1_000; } }\n' +
        'try { JSON.parse(""); } catch { /* ignored */ }',
    );
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.js).toContain('o?.x ?? this.#m ?? 1_000');
    expect(out.js).toMatch(/class A \{ n = 1;/);
    expect(out.js).toContain('catch {');
    const mod = evaluateLearnerModule(out.js, 'A');
    const A = mod.A as new () => { f(o?: { x?: number }): number };
    expect([new A().f({ x: 2 }), new A().f()]).toEqual([2, 1_000]);
  });

  it('reports a syntax error with its line, without throwing', () => {
    const out = compileLearnerCode('export function f(x: number) {\n  const y = 1;\n  return x +;\n}');
    expect(out).toEqual({
      ok: false,
      line: 3,
      message: expect.stringMatching(/^Syntax error on line 3: Unexpected token/),
    });
  });
});

describe('evaluateLearnerModule', () => {
  const load = (source: string, entry?: string) => {
    const out = compileLearnerCode(source);
    if (!out.ok) throw new Error(out.message);
    return evaluateLearnerModule(out.js, entry);
  };

  it('returns the exports', () => {
    const mod = load('export const answer = (n: number) => n * 2;', 'answer');
    expect((mod.answer as (n: number) => number)(21)).toBe(42);
  });

  it('says clearly when the entry function is missing', () => {
    expect(() => load('export function listTools() { return []; }', 'listAllTools')).toThrow(
      new LearnerModuleError('your module must export a function named listAllTools (it exports: listTools)'),
    );
    expect(() => load('const x = 1;', 'listAllTools')).toThrow(/named listAllTools \(it exports nothing\)/);
  });

  it('refuses runtime imports: everything comes through the arguments', () => {
    expect(() =>
      load("import { Client } from '@modelcontextprotocol/client';\nexport const f = () => new Client();", 'f'),
    ).toThrow(/import from "@modelcontextprotocol\/client" is not available here/);
  });

  it('reports an error thrown while the module loads', () => {
    expect(() => load("throw new Error('boom');\nexport function f() {}", 'f')).toThrow(
      /your module failed while loading: boom/,
    );
  });
});
