import type { ExerciseCases } from '@/lib/exercises/types';
import { sandboxKit, type SandboxKit } from './kit';

/**
 * Evaluates one exercise's cases chunk (CommonJS, built by scripts/build-exercise-sandbox.ts) with the kit as
 * what its `require` returns, and gives back its cases. The chunk comes from the page, which has it from the
 * build; the worker evaluates it before any learner code runs in it. worker-http.js is built with
 * lib/sandbox/kit-http.ts as `./kit`.
 */
export function loadCasesChunk(code: string, kit: SandboxKit = sandboxKit): ExerciseCases {
  const chunk = { exports: {} as Record<string, unknown> };
  const require = (name: string) => {
    if (!Object.hasOwn(kit, name)) throw new Error(`the cases import "${name}", which the sandbox lacks`);
    return kit[name];
  };
  // The Function constructor is how the sandbox loads code it cannot import (its CSP loads no script).
  const body = new Function('module', 'exports', 'require', code) as (
    m: typeof chunk,
    e: Record<string, unknown>,
    r: typeof require,
  ) => void;
  body(chunk, chunk.exports, require);
  const cases = chunk.exports.default as Partial<ExerciseCases> | undefined;
  if (typeof cases?.entry !== 'string' || !Array.isArray(cases.cases) || cases.cases.length === 0)
    throw new Error('the cases chunk exports no cases');
  return cases as ExerciseCases;
}
