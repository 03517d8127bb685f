import type { CallToolResult, Tool } from '@modelcontextprotocol/client';

export type Verdict =
  | { status: 'valid' }
  | { status: 'invalid'; problem: string }
  | { status: 'not-checked'; why: string };

export type Validate = (schema: object, value: unknown) => string[];

export function checkStructuredContent(tool: Tool, result: CallToolResult, validate: Validate): Verdict {
  const schema = tool.outputSchema;
  if (schema === undefined) return { status: 'not-checked', why: 'no outputSchema' };
  const value = result.structuredContent;
  if (value === undefined) {
    return result.isError ? { status: 'not-checked', why: 'error result' } : { status: 'invalid', problem: 'missing' };
  }
  // The 2025 rule: structured content had to be a JSON object.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { status: 'invalid', problem: 'structuredContent must be an object' };
  }
  const errors = validate(schema, value);
  return errors.length === 0 ? { status: 'valid' } : { status: 'invalid', problem: errors.join('; ') };
}
