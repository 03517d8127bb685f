import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { ContentError } from '../content/errors';
import { describeIssues } from '../content/schema';

export const blueprint = z.strictObject({
  exam: z.strictObject({
    questions: z.number().int().min(1).max(200),
    minutes: z.number().int().min(1).max(600),
  }),
  topics: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z-]+$/),
        title: z.string().min(3),
        weight: z.number().positive(),
      }),
    )
    .min(1)
    .refine((t) => new Set(t.map((x) => x.id)).size === t.length, 'topic ids repeat'),
});

export type Blueprint = z.infer<typeof blueprint>;

/** content/blueprint.yaml, checked. */
export function loadBlueprint(contentDir: string): Blueprint {
  const file = path.join(contentDir, 'blueprint.yaml');
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ContentError(file, `  not readable YAML: ${(err as Error).message}`);
  }
  const parsed = blueprint.safeParse(raw);
  if (!parsed.success) throw new ContentError(file, describeIssues(parsed.error));
  return parsed.data;
}
