/**
 * An esbuild plugin for the exercise sandbox: `github-slugger` as a table of the slugs the runner can ask for.
 * The worker slugs a rule's lesson section only to link a failed case to it (lib/exercises/define-cases.ts,
 * `sectionHref`), and every rule of every exercise is known when the sandbox is built, so the table is made
 * here with github-slugger itself; its Unicode regex (about 3 KB gzip) stays out of the worker. A section
 * missing from the table throws, so a link is never wrong, only loudly absent.
 */
import type { Plugin } from 'esbuild';
import { slug } from 'github-slugger';
import type { ExerciseCases } from '../../lib/exercises/types';

export function slugTable(cases: Iterable<ExerciseCases>): Plugin {
  const table: Record<string, string> = {};
  for (const c of cases) for (const rule of Object.values(c.rules)) table[rule.section] = slug(rule.section);
  return {
    name: 'slug-table',
    setup(b) {
      b.onResolve({ filter: /^github-slugger$/ }, () => ({ path: 'github-slugger', namespace: 'slug-table' }));
      b.onLoad({ filter: /.*/, namespace: 'slug-table' }, () => ({
        contents: [
          `const table = ${JSON.stringify(table)};`,
          'export function slug(value) {',
          '  if (!Object.hasOwn(table, value)) throw new Error(`no slug for "${value}" in the exercise sandbox`);',
          '  return table[value];',
          '}',
        ].join('\n'),
        loader: 'js',
      }));
    },
  };
}
