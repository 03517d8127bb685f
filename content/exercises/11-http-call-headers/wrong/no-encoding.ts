import type { Tool } from '@modelcontextprotocol/client';

type SchemaNode = { properties?: Record<string, SchemaNode>; 'x-mcp-header'?: string };

function encode(value: string): string {
  // Headers carry text; the value goes as it is.
  return value;
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined; // absent or null: no header
}

/** Follows `properties` only, at any depth, reading each argument at the same path. */
function mirror(schema: SchemaNode, args: unknown, headers: Record<string, string>) {
  const values = typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const name = property['x-mcp-header'];
    const text = asText(values[key]);
    if (name !== undefined && text !== undefined) headers[`Mcp-Param-${name}`] = encode(text);
    if (property.properties) mirror(property, values[key], headers);
  }
}

export function callHeaders(tool: Tool, args: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = { 'Mcp-Method': 'tools/call', 'Mcp-Name': encode(tool.name) };
  mirror(tool.inputSchema as SchemaNode, args, headers);
  return headers;
}
