import path from 'node:path';
import { z } from 'zod';
import { readYamlFile } from '../content/yaml-file';

export const blueprint = z.strictObject({
  exam: z.strictObject({
    questions: z.number().int().min(1).max(200),
    minutes: z.number().int().min(1).max(600),
    /** The app's own pass line (percent), not an official figure: the exam publishes none we can cite. */
    passPercent: z.number().min(1).max(100).optional(),
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
  return readYamlFile(path.join(contentDir, 'blueprint.yaml'), blueprint);
}
