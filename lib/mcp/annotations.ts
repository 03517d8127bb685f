import type { Tool } from '@modelcontextprotocol/client';

export type HintName = 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint';

export interface EffectiveHint {
  name: HintName;
  value: boolean;
  /** True when the server sent the hint; false when the client falls back to the specification's default. */
  explicit: boolean;
  meaning: string;
}

/** The specification's defaults: a tool that says nothing is assumed to be the riskiest kind. */
export const HINT_DEFAULTS: Record<HintName, boolean> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

const MEANINGS: Record<HintName, string> = {
  readOnlyHint: 'true: the tool does not modify its environment.',
  destructiveHint: 'true: it may delete or overwrite; false: it only adds. Meaningful only when readOnlyHint is false.',
  idempotentHint:
    'true: calling it again with the same arguments has no further effect. Meaningful only when readOnlyHint is false.',
  openWorldHint: 'true: it reaches an open world of outside entities (web, email); false: a closed domain.',
};

const ORDER: HintName[] = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

/** All four behaviour hints of a tool, with the value a client must assume and whether the server sent it. */
export function effectiveHints(tool: Pick<Tool, 'annotations'>): EffectiveHint[] {
  return ORDER.map((name) => {
    const sent = tool.annotations?.[name];
    const explicit = typeof sent === 'boolean';
    return { name, value: explicit ? sent : HINT_DEFAULTS[name], explicit, meaning: MEANINGS[name] };
  });
}
