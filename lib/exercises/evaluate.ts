/** Thrown for a module the runner cannot use: it fails to load, or lacks the entry function. */
export class LearnerModuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LearnerModuleError';
  }
}

/**
 * Runs the compiled module's top level and returns its exports. Learner code gets everything through the
 * entry function's arguments, so any runtime import is refused with a message saying so. Called in Node
 * (exercises:check) and inside the sandbox worker only, never on a page.
 */
export function evaluateLearnerModule(js: string, entry?: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const moduleObject = { exports };
  const require = (name: string) => {
    throw new LearnerModuleError(
      `import from "${name}" is not available here: only \`import type\` is allowed; everything your function needs comes in through its arguments`,
    );
  };
  try {
    // The Function constructor is the evaluation step itself; the sandbox is what isolates it.
    const body = new Function('exports', 'require', 'module', js) as (
      e: Record<string, unknown>,
      r: (name: string) => never,
      m: { exports: Record<string, unknown> },
    ) => void;
    body(exports, require, moduleObject);
  } catch (err) {
    if (err instanceof LearnerModuleError) throw err;
    throw new LearnerModuleError(
      `your module failed while loading: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const result = moduleObject.exports;
  if (entry !== undefined && typeof result[entry] !== 'function') {
    const found = Object.keys(result).filter((k) => k !== '__esModule');
    throw new LearnerModuleError(
      `your module must export a function named ${entry}` +
        (found.length ? ` (it exports: ${found.join(', ')})` : ' (it exports nothing)'),
    );
  }
  return result;
}
