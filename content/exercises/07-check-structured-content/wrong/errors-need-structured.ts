import type { CallToolResult, Tool } from '@modelcontextprotocol/client';

export type Verdict =
  | { status: 'valid' }
  | { status: 'invalid'; problem: string }
  | { status: 'not-checked'; why: string };

export type Validate = (schema: object, value: unknown) => string[];

export function checkStructuredContent(tool: Tool, result: CallToolResult, validate: Validate): Verdict {
  if (tool.outputSchema === undefined) return { status: 'not-checked', why: 'no outputSchema' };
  // Every result of a tool with an outputSchema must carry structuredContent.
  if (result.structuredContent === undefined) return { status: 'invalid', problem: 'structuredContent is missing' };
  const errors = validate(tool.outputSchema, result.structuredContent);
  return errors.length === 0 ? { status: 'valid' } : { status: 'invalid', problem: errors.join('; ') };
}
