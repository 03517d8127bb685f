import 'server-only';
import { Callout } from './callout';
import { CardVsSpec } from './card-vs-spec';
import { Kbd } from './kbd';
import { McpExample } from './mcp-example';
import { renderMdx } from './render-mdx';
import { SpecRef } from './spec-ref';
import { Pre, Table } from './table';

/**
 * An exercise's prompt: the components that render to HTML alone. Not the lesson map (components/mdx/index):
 * importing it would put the client code of <Lab>, quiz questions and "Check yourself" into every exercise
 * page's scripts. The content build refuses a prompt with a lab or a quiz fence (lib/content/exercise-build.ts).
 */
export function PromptContent({ code }: { code: string }) {
  return renderMdx(code, { table: Table, pre: Pre, Callout, CardVsSpec, Kbd, McpExample, SpecRef });
}
