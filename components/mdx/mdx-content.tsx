import 'server-only';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { getMDXExport } from 'mdx-bundler/client/jsx';
import { mdxComponents, mdxElements, pipelineElements } from './index';

type MdxModule = { default: React.ComponentType<{ components: Record<string, unknown> }> };

/**
 * Evaluates MDX that `npm run content` compiled, on the server while Next.js prerenders the page.
 * Only HTML reaches the browser; no MDX is compiled or evaluated there. `overrides` swaps components for
 * another view of the same lesson (presenter mode).
 */
export function MdxContent({ code, overrides }: { code: string; overrides?: Record<string, unknown> }) {
  const { default: Component } = getMDXExport(code, { React, ReactDOM, _jsx_runtime: jsxRuntime }) as MdxModule;
  return <Component components={{ ...mdxElements, ...pipelineElements, ...mdxComponents, ...overrides }} />;
}
