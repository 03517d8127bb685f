import 'server-only';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { getMDXExport } from 'mdx-bundler/client/jsx';

type MdxModule = { default: React.ComponentType<{ components: Record<string, unknown> }> };

/**
 * Evaluates MDX that `npm run content` compiled, on the server while Next.js prerenders the page, with the
 * given components. Only HTML reaches the browser; no MDX is compiled or evaluated there.
 */
export function renderMdx(code: string, components: Record<string, unknown>) {
  const { default: Component } = getMDXExport(code, { React, ReactDOM, _jsx_runtime: jsxRuntime }) as MdxModule;
  return <Component components={components} />;
}
