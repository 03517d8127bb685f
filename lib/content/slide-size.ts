import type { RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';

/**
 * How tall a top-level block is on a 1280×720 slide, in CSS pixels, estimated from its text. The numbers
 * mirror components/present/slides.css (28 px body, 48 px headings, 22 px code in a 1152 px wide column)
 * and err on the tall side; tests/e2e/present-overflow.spec.ts measures every slide in Chromium and fails
 * when an estimate is too low.
 */
export const SLIDE = { width: 1152, height: 545 } as const;

const BODY = { chars: 64, line: 39, gap: 22 };
const CODE = { size: 22, pad: 44, caption: 48, gap: 20 };
/** Code never shrinks below this (still legible projected); a longer fence scrolls inside its own box. */
export const MIN_CODE_SIZE = 16;

const blockTypes = new Set(['paragraph', 'list', 'table', 'code', 'heading', 'blockquote', 'mdxJsxFlowElement', 'thematicBreak']);

type Node = RootContent | { type: string; children?: unknown[]; value?: string; name?: string | null };

const lines = (chars: number, perLine: number) => Math.max(1, Math.ceil(chars / perLine));

/** Height of a code block at `size` px: wrapped lines (pre-wrap) times line height, plus padding. */
export function codeHeight(source: string, size: number): number {
  const cols = Math.floor((SLIDE.width - 40) / (size * 0.61));
  const count = source.split('\n').reduce((n, l) => n + lines(l.length, cols), 0);
  return Math.ceil(count * size * 1.35) + CODE.pad;
}

/** The largest code size (px) at which `source` (plus a caption) fits a slide on its own. */
export function fittingCodeSize(source: string, caption: boolean): number {
  for (let size = CODE.size; size > MIN_CODE_SIZE; size--) {
    if (codeHeight(source, size) + (caption ? CODE.caption : 0) <= SLIDE.height) return size;
  }
  return MIN_CODE_SIZE;
}

function codeOf(node: Node): { source: string; caption: boolean } | null {
  if (node.type === 'code') return { source: (node as { value: string }).value, caption: false };
  if (node.type === 'mdxJsxFlowElement' && (node as { name?: string }).name === 'McpExample') {
    const code = (node as { children: Node[] }).children.find((c) => c.type === 'code');
    return code ? { source: (code as { value: string }).value, caption: true } : null;
  }
  return null;
}

function tableHeight(table: Table): number {
  const columns = Math.max(1, table.children[0]?.children.length ?? 1);
  const perLine = Math.max(8, Math.floor(SLIDE.width / columns / 15) - 2);
  return table.children.reduce((h, row) => {
    const tallest = Math.max(1, ...row.children.map((cell) => lines(toString(cell).length, perLine)));
    return h + tallest * 34 + 20;
  }, 24);
}

/** Estimated height of one block at `codeSize` px code. */
export function blockHeight(node: Node, codeSize = CODE.size): number {
  const code = codeOf(node);
  if (code) return codeHeight(code.source, codeSize) + (code.caption ? CODE.caption : 0) + CODE.gap;
  const text = toString(node as RootContent);
  switch (node.type) {
    case 'heading': {
      const depth = (node as { depth: number }).depth;
      return depth === 2 ? lines(text.length, 36) * 58 + 28 : lines(text.length, 48) * 46 + 20;
    }
    case 'table':
      return tableHeight(node as Table);
    case 'list': {
      // Each item's own blocks: a "Check yourself" item is a question and a closed <details> answer.
      const items = (node as { children: { children: Node[] }[] }).children;
      return items.reduce((h, item) => h + item.children.reduce((g, c) => g + blockHeight(c, codeSize), 0), BODY.gap);
    }
    case 'thematicBreak':
      return 0;
    case 'mdxJsxFlowElement': {
      // A <details> shows only its summary until opened (an opened one scrolls within the slide).
      if ((node as { name?: string }).name === 'details') return 76;
      // Callouts, card-vs-spec notes and <details>: a padded box of text, with any code inside it.
      // Its children are blocks, or (when the text starts on the tag's line) inline runs of one paragraph.
      const children = (node as { children: Node[] }).children;
      const blocks = children.filter((c) => blockTypes.has(c.type));
      const inline = toString({ type: 'paragraph', children: children.filter((c) => !blockTypes.has(c.type)) } as never);
      const inner = blocks.reduce((h, c) => h + blockHeight(c, codeSize), 0);
      return inner + (inline.trim() ? lines(inline.length, BODY.chars - 6) * BODY.line + BODY.gap : 0) + 64;
    }
    default:
      return lines(text.length, BODY.chars) * BODY.line + BODY.gap;
  }
}

/** Whether the block is code (or wraps code), so a slide holding it alone may shrink the code to fit. */
export function codeSource(node: Node): { source: string; caption: boolean } | null {
  return codeOf(node);
}
