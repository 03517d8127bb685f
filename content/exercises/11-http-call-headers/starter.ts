import type { Tool } from '@modelcontextprotocol/client';

export function callHeaders(tool: Tool, args: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = { 'Mcp-Method': 'tools/call' };
  // TODO: Mcp-Name, then one Mcp-Param-{Name} header per x-mcp-header parameter that has a value.
  return headers;
}
