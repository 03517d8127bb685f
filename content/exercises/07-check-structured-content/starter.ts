import type { CallToolResult, Tool } from '@modelcontextprotocol/client';

export type Verdict =
  | { status: 'valid' }
  | { status: 'invalid'; problem: string }
  | { status: 'not-checked'; why: string };

/** `validate(schema, value)` returns the validator's error messages: an empty list means the value conforms. */
export type Validate = (schema: object, value: unknown) => string[];

export function checkStructuredContent(tool: Tool, result: CallToolResult, validate: Validate): Verdict {
  // TODO: decide whether there is anything to check, then check it with validate().
  return { status: 'not-checked', why: 'not written yet' };
}
