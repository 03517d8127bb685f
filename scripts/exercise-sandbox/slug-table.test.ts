import { build } from 'esbuild';
import { slug } from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { exerciseCases } from '@/content/exercises/all-cases';
import { slugTable } from './slug-table';

describe('slugTable', () => {
  it('gives every rule section the slug github-slugger gives it, and throws for any other text', async () => {
    const cases = Object.values(exerciseCases);
    const out = await build({
      stdin: { contents: "import { slug } from 'github-slugger'; module.exports = slug;", loader: 'js' },
      bundle: true,
      write: false,
      format: 'cjs',
      plugins: [slugTable(cases)],
      logLevel: 'silent',
    });
    const code = out.outputFiles[0].text;
    // The bundle holds the table, not github-slugger's Unicode regex.
    expect(code.length).toBeLessThan(8_000);
    const chunk = { exports: {} as unknown };
    new Function('module', code)(chunk);
    const tableSlug = chunk.exports as (value: string) => string;
    const sections = cases.flatMap((c) => Object.values(c.rules).map((r) => r.section));
    expect(sections.length).toBeGreaterThan(10);
    for (const section of sections) expect(tableSlug(section)).toBe(slug(section));
    expect(() => tableSlug('A heading no rule names')).toThrow(/no slug for "A heading no rule names"/);
  });
});
