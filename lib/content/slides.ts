import GithubSlugger from 'github-slugger';
import type { List, ListItem, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { blockHeight, codeSource, fittingCodeSize, MIN_CODE_SIZE, SLIDE } from './slide-size';

/**
 * What blocks may fill when they are packed together: the slide less a margin, because the estimate runs short
 * on some mixes (a callout after a long table, say) and a packed slide can always take one block fewer.
 */
const PACK_BUDGET = SLIDE.height - 45;

/**
 * Presenter mode's slides are made from the lesson's own compiled MDX, not from a second copy: at build this
 * plugin wraps every group of top-level blocks in a `<Slide n>` element. The lesson page renders `Slide` as a
 * bare fragment (the same HTML as before); the presenter page renders it as a 1280×720 slide. One compile,
 * one source, and the plan below (numbers, kinds, sections) is fixed for a given build, so `#s-N` is stable.
 */

export type SlideKind = 'title' | 'content' | 'lab' | 'question';

export interface SlidePlan {
  /** 1-based, in presentation order: the URL's `#s-N`. */
  n: number;
  kind: SlideKind;
  /** Anchor and text of the `##` section ('' for the title and the introduction). */
  section: string;
  heading: string;
  /** A later slide of a section whose first slide carried the heading. */
  continued: boolean;
  /** Question slides: the question's id. Lab slides: the scenario. */
  question?: string;
  preset?: string;
  /** Code size in px when a block had to shrink to fit (default 22). */
  codeSize?: number;
  /** A block that cannot split (a callout holding a table) and is too tall: the slide is shown at this zoom. */
  fit?: number;
}

type Group = {
  kind: Exclude<SlideKind, 'title'>;
  nodes: RootContent[];
  codeSize?: number;
  fit?: number;
  /** A question's `<CheckYourself>` (lib/content/check-yourself.ts): its slide stays inside it. */
  within?: MdxJsxFlowElement;
};

const jsxName = (node: RootContent) => (node.type === 'mdxJsxFlowElement' ? node.name : null);
const attr = (node: RootContent, name: string) =>
  node.type === 'mdxJsxFlowElement'
    ? (node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value as string | undefined)
    : undefined;

/** Blocks that belong together: a heading with what follows it, a sentence ending in ":" with its example. */
function units(nodes: RootContent[]): RootContent[][] {
  const out: RootContent[][] = [];
  let pending: RootContent[] = [];
  for (const node of nodes) {
    pending.push(node);
    const leads = node.type === 'heading' || (node.type === 'paragraph' && /:\s*$/.test(toString(node)));
    if (!leads) {
      out.push(pending);
      pending = [];
    }
  }
  if (pending.length) out.push(pending);
  return out;
}

const height = (nodes: RootContent[], codeSize?: number) => nodes.reduce((h, n) => h + blockHeight(n, codeSize), 0);

/**
 * One block too tall for a slide even alone: its code shrinks to the size that fits (never below 16 px);
 * any other block (a callout around a table) is shown zoomed out just enough, never below 70 %.
 */
function alone(node: RootContent): Group {
  const code = codeSource(node);
  const h = height([node]);
  if (h <= PACK_BUDGET) return { kind: 'content', nodes: [node] };
  // A table, or a box around one (a callout), that may not fit is zoomed out just enough: it cannot split.
  if (!code && (node.type === 'mdxJsxFlowElement' || node.type === 'table'))
    return { kind: 'content', nodes: [node], fit: Math.max(0.7, Math.floor((PACK_BUDGET / h) * 100) / 100) };
  if (!code) return { kind: 'content', nodes: [node] };
  return { kind: 'content', nodes: [node], codeSize: Math.max(MIN_CODE_SIZE, fittingCodeSize(code.source, code.caption)) };
}

/**
 * A list taller than a slide becomes several lists, split between items (an ordered one keeps counting with
 * `start`); on the lesson page they read as one list.
 */
function splitList(node: RootContent): RootContent[] {
  if (node.type !== 'list' || blockHeight(node) <= SLIDE.height) return [node];
  const parts: List[] = [];
  let items: ListItem[] = [];
  const start = node.start ?? 1;
  let done = 0;
  const flush = () => {
    if (items.length) parts.push({ ...node, start: node.ordered ? start + done : node.start, children: items });
    done += items.length;
    items = [];
  };
  for (const item of node.children) {
    if (items.length && blockHeight({ ...node, children: [...items, item] }) > PACK_BUDGET) flush();
    items.push(item);
  }
  flush();
  return parts;
}

/** The largest code size at which a unit (text leading into code) fits one slide, or null. */
function unitCodeSize(unit: RootContent[]): number | null {
  for (let size = 21; size >= MIN_CODE_SIZE; size--) if (height(unit, size) <= PACK_BUDGET) return size;
  return null;
}

/** Packs content blocks into slides greedily, never splitting a unit unless the unit alone overflows. */
export function packContent(blocks: RootContent[]): Group[] {
  const nodes = blocks.flatMap(splitList);
  const groups: Group[] = [];
  let current: RootContent[] = [];
  let used = 0;
  const flush = () => {
    if (current.length) groups.push({ kind: 'content', nodes: current });
    current = [];
    used = 0;
  };
  const place = (unit: RootContent[]) => {
    const h = height(unit);
    if (used + h <= PACK_BUDGET) {
      current.push(...unit);
      used += h;
      return;
    }
    flush();
    if (h <= PACK_BUDGET) {
      current = [...unit];
      used = h;
    } else if (unit.length === 1) groups.push(alone(unit[0]));
    else {
      // "Here is the request:" stays with its example, the example's code a little smaller, if that fits.
      const size = unit.some((n) => codeSource(n)) ? unitCodeSize(unit) : null;
      if (size) groups.push({ kind: 'content', nodes: unit, codeSize: size });
      else for (const node of unit) place([node]);
    }
  };
  for (const unit of units(nodes)) place(unit);
  flush();
  return groups;
}

/**
 * A section's blocks in document order: content packed, each lab and each question a group of its own (the
 * questions of a `<CheckYourself>` too: presenting, each is its own slide and there is no disclosure).
 */
function sectionGroups(nodes: RootContent[]): Group[] {
  const groups: Group[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    groups.push(...packContent(run));
    run = [];
  };
  for (const node of nodes) {
    const name = jsxName(node);
    if (name === 'Lab' || name === 'QuizQuestion') {
      flush();
      groups.push({ kind: name === 'Lab' ? 'lab' : 'question', nodes: [node] });
    } else if (name === 'CheckYourself' && node.type === 'mdxJsxFlowElement') {
      flush();
      for (const q of node.children) groups.push({ kind: 'question', nodes: [q as RootContent], within: node });
    } else run.push(node);
  }
  flush();
  if (groups.length === 0) groups.push({ kind: 'content', nodes: [] });
  return groups;
}

function slideElement(n: number, nodes: RootContent[]): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Slide',
    attributes: [{ type: 'mdxJsxAttribute', name: 'n', value: String(n) }],
    children: nodes as MdxJsxFlowElement['children'],
  };
}

/** A remark plugin: wraps the lesson's top-level blocks in `<Slide n>` and writes the plan into `sink`. */
export function remarkSlides(sink: SlidePlan[]) {
  return () => (tree: Root) => {
    const slugger = new GithubSlugger();
    const kept: RootContent[] = [];
    const sections: { anchor: string; heading: string; nodes: RootContent[] }[] = [];
    let current = { anchor: '', heading: '', nodes: [] as RootContent[] };
    for (const node of tree.children) {
      if ((node.type as string) === 'yaml' || (node.type as string) === 'mdxjsEsm') {
        kept.push(node);
        continue;
      }
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        const anchor = slugger.slug(toString(node));
        if (node.depth === 2) {
          if (current.nodes.length) sections.push(current);
          current = { anchor, heading: toString(node), nodes: [] };
        }
      }
      current.nodes.push(node);
    }
    if (current.nodes.length) sections.push(current);

    sink.length = 0;
    sink.push({ n: 1, kind: 'title', section: '', heading: '', continued: false });
    let next = 2;
    const wrapped: RootContent[] = [];
    for (const section of sections) {
      const groups = sectionGroups(section.nodes);
      // Questions come after the section's teaching slides (on the lesson page too, in its "Check yourself").
      const ordered = [...groups.filter((g) => g.kind !== 'question'), ...groups.filter((g) => g.kind === 'question')];
      const numbers = new Map(ordered.map((g) => [g, next++]));
      let seenContent = false;
      for (const g of ordered) {
        const node = g.nodes[0];
        sink.push({
          n: numbers.get(g)!,
          kind: g.kind,
          section: section.anchor,
          heading: section.heading,
          continued: g.kind === 'content' && seenContent,
          ...(g.kind === 'question' ? { question: attr(node, 'id') ?? '' } : {}),
          ...(g.kind === 'lab' ? { preset: attr(node, 'preset') ?? '' } : {}),
          ...(g.codeSize ? { codeSize: g.codeSize } : {}),
          ...(g.fit ? { fit: g.fit } : {}),
        });
        if (g.kind === 'content') seenContent = true;
      }
      let within = null as { source: MdxJsxFlowElement; copy: MdxJsxFlowElement } | null;
      for (const g of groups) {
        const slide = slideElement(numbers.get(g)!, g.nodes);
        if (!g.within) wrapped.push(slide);
        else if (within?.source === g.within) within.copy.children.push(slide);
        else {
          within = { source: g.within, copy: { ...g.within, children: [slide] } };
          wrapped.push(within.copy);
        }
      }
    }
    sink.sort((a, b) => a.n - b.n);
    tree.children = [...kept, ...wrapped];
  };
}
