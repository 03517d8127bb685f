import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft7 from 'ajv';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export type SchemaRev = '2026-07-28' | '2025-11-25' | '2025-06-18';
export const schemaRevs: readonly SchemaRev[] = ['2026-07-28', '2025-11-25', '2025-06-18'];

export const specDir = path.dirname(fileURLToPath(import.meta.url));

type AnyAjv = InstanceType<typeof Ajv2020> | InstanceType<typeof AjvDraft7>;
const engines = new Map<SchemaRev, { ajv: AnyAjv; defs: Set<string>; prefix: string }>();

function engine(rev: SchemaRev) {
  let e = engines.get(rev);
  if (e) return e;
  const schema = JSON.parse(readFileSync(path.join(specDir, rev, 'schema.json'), 'utf8')) as Record<string, unknown>;
  // 2025-06-18 is draft-07 (`definitions`); the later revisions are 2020-12 (`$defs`).
  const draft7 = rev === '2025-06-18';
  const ajv = draft7 ? new AjvDraft7({ allErrors: true, strict: false }) : new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('byte', /^[A-Za-z0-9+/]*={0,2}$/);
  ajv.addSchema({ ...schema, $id: `mcp-${rev}` });
  const key = draft7 ? 'definitions' : '$defs';
  const defs = new Set(Object.keys(schema[key] as object));
  e = { ajv, defs, prefix: `mcp-${rev}#/${key}/` };
  engines.set(rev, e);
  return e;
}

export function hasType(rev: SchemaRev, type: string): boolean {
  return engine(rev).defs.has(type);
}

/** Compiled validator for one `$defs` type of one revision; throws for a type the schema lacks. */
export function validatorFor(rev: SchemaRev, type: string): ValidateFunction {
  const e = engine(rev);
  if (!e.defs.has(type)) throw new Error(`the ${rev} schema has no type "${type}"`);
  const fn = e.ajv.getSchema(e.prefix + type);
  if (!fn) throw new Error(`could not compile ${rev} ${type}`);
  return fn;
}

/** Validates a value; returns human-readable errors, empty when valid. */
export function validate(rev: SchemaRev, type: string, value: unknown): string[] {
  const fn = validatorFor(rev, type);
  if (fn(value)) return [];
  return (fn.errors ?? []).map((err) => `${err.instancePath || '(root)'} ${err.message ?? 'is invalid'}`);
}
