import type { JsonObject, JsonValue } from '@/lib/mcp/types';

/** The part of a JSON Schema the generated form understands; anything else is edited as raw JSON. */
export interface FieldSchema {
  type?: string;
  title?: string;
  description?: string;
  enum?: JsonValue[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: JsonValue;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function asFieldSchema(value: unknown): FieldSchema {
  return isObject(value) ? (value as FieldSchema) : {};
}

export function asJsonObject(value: JsonValue | undefined): JsonObject {
  return isObject(value) ? (value as JsonObject) : {};
}

/** A copy with the key set, or removed when the value is undefined (an emptied optional field is not sent). */
export function withKey(object: JsonObject, key: string, value: JsonValue | undefined): JsonObject {
  const copy: JsonObject = {};
  for (const [k, v] of Object.entries(object)) if (k !== key) copy[k] = v;
  if (value !== undefined)
    Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

/** What a field accepts, in words, for its hint. */
export function constraints(schema: FieldSchema): string {
  const parts: string[] = [];
  if (schema.type === 'integer') parts.push('a whole number');
  if (schema.type === 'number') parts.push('a number');
  if (schema.minimum !== undefined) parts.push(`at least ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`at most ${schema.maximum}`);
  if (schema.format === 'date' && !schema.description?.includes('YYYY-MM-DD')) parts.push('a date (YYYY-MM-DD)');
  if (schema.minLength !== undefined && schema.minLength > 0) parts.push(`at least ${characters(schema.minLength)}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${characters(schema.maxLength)}`);
  if (schema.pattern) parts.push(`matching ${schema.pattern}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}
