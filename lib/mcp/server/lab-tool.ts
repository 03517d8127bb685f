import type { CallToolResult, InputRequiredResult, McpServer, ServerContext, Tool } from '@modelcontextprotocol/server';
import type { CalendarWorld } from './calendar-world';

/** What a lab tool handler may return: a final result, or the SDK's `inputRequired(...)` value. */
export type LabToolReturn = CallToolResult | InputRequiredResult;

export interface LabToolContext {
  world: CalendarWorld;
  /** The SDK's request context (input responses for multi round-trip, the request's _meta, …). */
  sdk: ServerContext;
}

/**
 * A tool of the lab server: its definition exactly as tools/list shows it (plain JSON Schema, so the
 * listing is data we control and page ourselves) and the handler McpServer runs for tools/call.
 */
export interface LabTool {
  definition: Tool;
  run: (args: Record<string, unknown>, ctx: LabToolContext) => Promise<LabToolReturn> | LabToolReturn;
}

export type { McpServer };
