import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';
import { ContentError } from './errors';
import { describeIssues } from './schema';

/** A YAML content file checked against its zod schema; any problem is a ContentError naming the file. */
export function readYamlFile<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ContentError(file, `  cannot be read: ${(err as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (err) {
    throw new ContentError(file, `  not valid YAML: ${(err as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ContentError(file, describeIssues(parsed.error));
  return parsed.data as z.infer<S>;
}
