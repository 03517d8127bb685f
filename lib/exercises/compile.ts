import { transform } from 'sucrase';

export type Compiled = { ok: true; js: string } | { ok: false; message: string; line?: number };

const lineOf = (err: unknown): number | undefined => {
  const loc = (err as { loc?: { line?: unknown } }).loc;
  return typeof loc?.line === 'number' ? loc.line : undefined;
};

/**
 * Turns the learner's TypeScript module into plain JS: types stripped, `export` turned into assignments
 * to `exports` (sucrase, no type checking). A syntax error comes back with its line, never thrown.
 */
export function compileLearnerCode(source: string): Compiled {
  try {
    // The code runs in engines that have ES2020+ syntax, so sucrase need not rewrite `?.`, `??` or class fields.
    const { code } = transform(source, { transforms: ['typescript', 'imports'], disableESTransforms: true });
    return { ok: true, js: code };
  } catch (err) {
    const line = lineOf(err);
    const raw = err instanceof Error ? err.message : String(err);
    // sucrase ends its message with "(line:column)"; the line is said in words instead.
    const message = `Syntax error${line === undefined ? '' : ` on line ${line}`}: ${raw.replace(/\s*\(\d+:\d+\)$/, '')}`;
    return line === undefined ? { ok: false, message } : { ok: false, message, line };
  }
}
