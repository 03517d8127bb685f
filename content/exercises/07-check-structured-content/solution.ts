import type { CallToolResult, Tool } from '@modelcontextprotocol/client';

export type Verdict =
  | { status: 'valid' }
  | { status: 'invalid'; problem: string }
  | { status: 'not-checked'; why: string };

/** `validate(schema, value)` returns the validator's error messages: an empty list means the value conforms. */
export type Validate = (schema: object, value: unknown) => string[];

export function checkStructuredContent(tool: Tool, result: CallToolResult, validate: Validate): Verdict {
  const schema = tool.outputSchema;
  if (schema === undefined) return { status: 'not-checked', why: `${tool.name} declares no outputSchema` };
  // Presence, not truthiness: since 2026-07-28 false, 0, "", null and arrays are all structured results.
  if (result.structuredContent === undefined) {
    if (result.isError === true) return { status: 'not-checked', why: 'an error result without structuredContent' };
    return { status: 'invalid', problem: `${tool.name} declares an outputSchema but sent no structuredContent` };
  }
  // Whatever the server claims to have checked, the client checks again (a server can lie).
  const errors = validate(schema, result.structuredContent);
  return errors.length === 0 ? { status: 'valid' } : { status: 'invalid', problem: errors.join('; ') };
}
