import 'server-only';
import { mdxComponents, mdxElements, pipelineElements } from './index';
import { renderMdx } from './render-mdx';

/**
 * A lesson or card, rendered on the server with the whole component map. `overrides` swaps components for
 * another view of the same lesson (presenter mode).
 */
export function MdxContent({ code, overrides }: { code: string; overrides?: Record<string, unknown> }) {
  return renderMdx(code, { ...mdxElements, ...pipelineElements, ...mdxComponents, ...overrides });
}
