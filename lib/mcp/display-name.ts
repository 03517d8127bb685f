import type { Tool } from '@modelcontextprotocol/client';

export type DisplayNameSource = 'title' | 'annotations.title' | 'name';

export interface DisplayName {
  text: string;
  source: DisplayNameSource;
}

/** The name a client shows people: title, else annotations.title, else name (as the SDK's getDisplayName). */
export function displayName(tool: Pick<Tool, 'name' | 'title' | 'annotations'>): DisplayName {
  if (tool.title !== undefined && tool.title !== '') return { text: tool.title, source: 'title' };
  const fromAnnotations = tool.annotations?.title;
  if (fromAnnotations) return { text: fromAnnotations, source: 'annotations.title' };
  return { text: tool.name, source: 'name' };
}
