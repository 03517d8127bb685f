import type { Tool } from '@modelcontextprotocol/client';

type SchemaNode = { properties?: Record<string, SchemaNode>; 'x-mcp-header'?: string };

// Visible ASCII, inner spaces allowed, nothing at either end that a header would trim.
const PLAIN = /^[\x21-\x7E]([\x20-\x7E]*[\x21-\x7E])?$/;

function encode(value: string): string {
  const looksEncoded = value.startsWith('=?base64?') && value.endsWith('?=');
  if (PLAIN.test(value) && !looksEncoded) return value;
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined; // absent or null: no header
}

/** The top-level parameters. */
function mirror(schema: SchemaNode, args: unknown, headers: Record<string, string>) {
  const values = typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const name = property['x-mcp-header'];
    const text = asText(values[key]);
    if (name !== undefined && text !== undefined) headers[`Mcp-Param-${name}`] = encode(text);
  }
}

export function callHeaders(tool: Tool, args: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = { 'Mcp-Method': 'tools/call', 'Mcp-Name': encode(tool.name) };
  mirror(tool.inputSchema as SchemaNode, args, headers);
  return headers;
}
