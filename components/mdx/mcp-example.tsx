import type { ReactNode } from 'react';

/** Frames a JSON example that the build validated against the official schema (or proved invalid). */
export function McpExample({
  type,
  rev,
  invalid,
  children,
}: {
  type: string;
  rev: string;
  invalid?: string;
  children: ReactNode;
}) {
  const broken = invalid === 'true';
  return (
    <figure className={broken ? 'mcp-example mcp-example--invalid' : 'mcp-example'}>
      <figcaption className="mcp-example__caption">
        <code>{type}</code>
        <span className="mcp-example__check">
          {broken ? `✗ breaks the ${rev} schema, on purpose` : `✓ valid against the ${rev} schema`}
        </span>
      </figcaption>
      {children}
    </figure>
  );
}
