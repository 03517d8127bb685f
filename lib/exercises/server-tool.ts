import type { Tool } from '@modelcontextprotocol/server';
import type { LabTool, LabToolContext, LabToolReturn } from '../mcp/server/lab-tool';
import type { LearnerFn } from './types';

/**
 * For server-kind cases (`tool` in a CaseDef): the learner's exported handler as a tool the real lab
 * McpServer registers. By default the handler is called as `handler(args, { world, sdk })`; `call` can pass
 * something else. Whatever it returns goes to the SDK as the tool's result, unchecked, as a real handler's
 * would: the SDK and the client then judge it on the wire.
 */
export function learnerTool(
  definition: Tool,
  call: (entry: LearnerFn, args: Record<string, unknown>, ctx: LabToolContext) => unknown = (entry, args, ctx) =>
    entry(args, ctx),
): (entry: LearnerFn) => LabTool {
  return (entry) => ({
    definition,
    run: async (args, ctx) => (await call(entry, args, ctx)) as LabToolReturn,
  });
}
