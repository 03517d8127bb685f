/**
 * What lessons and cards may write in JSX, checked at build so an author's typo fails loudly with the
 * file name instead of rendering nothing. The React map in components/mdx must have exactly these keys.
 */
export interface PropRule {
  required?: boolean;
  /** Allowed literal values; omit for free text. */
  oneOf?: readonly string[];
}

import { scenarios } from '../mcp/scenarios/catalog';

export const componentContract: Record<string, Record<string, PropRule>> = {
  Callout: {
    kind: { required: true, oneOf: ['note', 'tip', 'warning', 'practice'] },
    title: {},
  },
  CardVsSpec: { card: { required: true, oneOf: ['anatomy', 'succeed'] } },
  SpecRef: {
    doc: { required: true },
    section: { required: true },
    rev: { oneOf: ['2026-07-28', '2025-11-25', '2025-06-18'] },
  },
  Kbd: {},
  /** A link card to a code exercise of content/exercises/ (its id); an unknown id fails the build. */
  Exercise: { id: { required: true } },
  /** A live lab starting from a scenario of lib/mcp/scenarios/catalog.ts. */
  Lab: { preset: { required: true, oneOf: scenarios.map((s) => s.name) } },
  /** Made by the pipeline around a ```json mcp=TYPE fence; authors use the fence, not this. */
  McpExample: {
    type: { required: true },
    rev: { required: true, oneOf: ['2026-07-28', '2025-11-25', '2025-06-18'] },
    invalid: { oneOf: ['true', 'false'] },
  },
  /** Made by the pipeline where a ```quiz fence stood; authors write the fence, not this. */
  QuizQuestion: { id: { required: true } },
};

export const componentNames = Object.keys(componentContract);
