import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { schemaTarget } from './message-types';
import { LEGACY, MODERN, type Era, type JsonRpcMessage } from './types';

/** What the trace shows next to a message: checked against its era's official schema, or not checked. */
export type SchemaVerdict =
  { status: 'valid'; type: string } | { status: 'invalid'; type: string; error: string } | { status: 'unchecked' };

// The schemas' own `$ref`s are relative ("#/$defs/Tool"); each era gets a base URI of its own to resolve them.
const baseUri = (era: Era) => `https://mcpa-lab.invalid/schema/${era}`;

// Errors that only say "something below failed"; the message worth showing is the one below them.
const wrapperKeywords = new Set([
  '$ref',
  '$dynamicRef',
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'allOf',
]);

function firstUsefulError(errors: OutputUnit[]): string {
  const leaf = errors.find((e) => !wrapperKeywords.has(e.keyword)) ?? errors[0];
  if (!leaf) return 'invalid';
  const where = leaf.instanceLocation.replace(/^#/, '') || '(root)';
  return `${where}: ${leaf.error}`;
}

/**
 * Validates lab messages against the official MCP JSON Schemas with @cfworker/json-schema, which
 * interprets schemas instead of compiling them to code, so it runs under a CSP that allows no eval.
 */
export class SchemaChecker {
  private readonly validators = new Map<string, Validator>();

  /** The eras given no schema check nothing (their messages come out 'unchecked'). */
  constructor(private readonly schemas: Partial<Record<Era, Schema>>) {}

  hasType(era: Era, type: string): boolean {
    const defs = this.schemas[era]?.$defs as Record<string, unknown> | undefined;
    return !!defs && Object.hasOwn(defs, type);
  }

  /** Error messages for `value` as the `$defs` type `type` of `era`'s schema; empty when valid. */
  errors(era: Era, type: string, value: unknown): string[] {
    const result = this.validator(era, type).validate(value);
    return result.valid ? [] : [firstUsefulError(result.errors)];
  }

  /** A trace message, as the type `schemaTarget` names (a result needs the method it answers). */
  check(era: Era, message: JsonRpcMessage, answeredMethod: string | undefined): SchemaVerdict {
    const target = schemaTarget(message, answeredMethod);
    if (!target || !this.hasType(era, target.type)) return { status: 'unchecked' };
    const [error] = this.errors(era, target.type, target.value);
    return error === undefined
      ? { status: 'valid', type: target.type }
      : { status: 'invalid', type: target.type, error };
  }

  private validator(era: Era, type: string): Validator {
    const key = `${era} ${type}`;
    let validator = this.validators.get(key);
    if (!validator) {
      if (!this.hasType(era, type)) throw new Error(`the ${era} schema has no type "${type}"`);
      validator = new Validator({ $ref: `${baseUri(era)}#/$defs/${type}` }, '2020-12', false);
      validator.addSchema(this.schemas[era]!, baseUri(era));
      this.validators.set(key, validator);
    }
    return validator;
  }
}

// One chunk per era in the browser, fetched on first use (the build strips their descriptions).
const schemaImports: Record<Era, () => Promise<{ default: unknown }>> = {
  '2026-07-28': () => import('../spec/2026-07-28/schema.json'),
  '2025-11-25': () => import('../spec/2025-11-25/schema.json'),
};

/** Loads the official schemas of the given eras (both by default) into a checker. */
export async function loadSchemaChecker(eras: readonly Era[] = [MODERN, LEGACY]): Promise<SchemaChecker> {
  const loaded = await Promise.all(eras.map(async (era) => [era, (await schemaImports[era]()).default as Schema]));
  return new SchemaChecker(Object.fromEntries(loaded) as Partial<Record<Era, Schema>>);
}
