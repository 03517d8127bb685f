import GithubSlugger from 'github-slugger';
import type { Code, Heading, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parse } from 'yaml';
import { componentContract } from './components-contract';

export type SchemaRev = '2026-07-28' | '2025-11-25' | '2025-06-18';

export interface Heading2 {
  depth: 2 | 3;
  text: string;
  anchor: string;
}

export interface JsonExample {
  /** `$defs` type the example claims to be. */
  type: string;
  rev: SchemaRev;
  /** True when the example is meant to break the schema (`mcp-invalid=TYPE`). */
  invalid: boolean;
  /**
   * The lab tool whose tools/call result this is (`tool=NAME`, or `tool-mismatch=NAME` for a result that is
   * meant to break that tool's outputSchema), so a test can check it against the tool's real outputSchema.
   */
  tool?: { name: string; mismatch: boolean };
  source: string;
  line: number;
}

/** A ```quiz fence: one question's YAML, and the `##` section it sits in. */
export interface QuizFence {
  source: string;
  line: number;
  section: { heading: string; anchor: string } | null;
}

export interface SectionText {
  heading: string;
  anchor: string;
  text: string;
}

/** What one MDX file yields besides its compiled code. */
export interface Collected {
  headings: Heading2[];
  examples: JsonExample[];
  specRefs: number;
  /** Scenario names of the <Lab> embeds, in order. */
  labPresets: string[];
  sections: SectionText[];
  questions: QuizFence[];
  words: number;
  problems: string[];
}

export function emptyCollected(): Collected {
  return {
    headings: [],
    examples: [],
    specRefs: 0,
    labPresets: [],
    sections: [],
    questions: [],
    words: 0,
    problems: [],
  };
}

/** Plain HTML that needs no component: the self-test answers in a lesson are <details>/<summary>. */
const htmlElements = new Set(['details', 'summary', 'br', 'abbr', 'sup', 'sub']);

const revs: readonly SchemaRev[] = ['2026-07-28', '2025-11-25', '2025-06-18'];

/** Parses `mcp=Type rev=2025-06-18` style fence meta. */
export function parseFenceMeta(meta: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of (meta ?? '').matchAll(/([\w-]+)=("[^"]*"|\S+)/g)) out[m[1]] = m[2].replace(/^"|"$/g, '');
  return out;
}

function literalAttributes(node: MdxJsxFlowElement | MdxJsxTextElement, problems: string[]) {
  const attrs: Record<string, string> = {};
  for (const a of node.attributes) {
    if (a.type !== 'mdxJsxAttribute') {
      problems.push(`line ${node.position?.start.line}: <${node.name}> may not spread props`);
      continue;
    }
    const attr = a as MdxJsxAttribute;
    if (typeof attr.value !== 'string') {
      problems.push(`line ${node.position?.start.line}: <${node.name} ${attr.name}> must be a plain string`);
      continue;
    }
    attrs[attr.name] = attr.value;
  }
  return attrs;
}

function checkComponent(node: MdxJsxFlowElement | MdxJsxTextElement, problems: string[]) {
  const line = node.position?.start.line;
  if (!node.name) return problems.push(`line ${line}: fragments are not allowed`);
  if (htmlElements.has(node.name)) return;
  const rules = componentContract[node.name];
  if (!rules) {
    return problems.push(`line ${line}: unknown component <${node.name}> (allowed: ${Object.keys(componentContract).join(', ')})`);
  }
  const attrs = literalAttributes(node, problems);
  for (const name of Object.keys(attrs)) {
    if (!(name in rules)) problems.push(`line ${line}: <${node.name}> has no prop "${name}"`);
  }
  for (const [name, rule] of Object.entries(rules)) {
    const value = attrs[name];
    if (value === undefined) {
      if (rule.required) problems.push(`line ${line}: <${node.name}> needs prop "${name}"`);
    } else if (rule.oneOf && !rule.oneOf.includes(value)) {
      problems.push(`line ${line}: <${node.name} ${name}="${value}"> must be one of ${rule.oneOf.join(' | ')}`);
    }
  }
}

/** Wraps an MCP-typed JSON fence in <McpExample> so the page can label what was validated. */
function wrapExample(code: Code, example: JsonExample): MdxJsxFlowElement {
  const attr = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });
  return {
    type: 'mdxJsxFlowElement',
    name: 'McpExample',
    attributes: [attr('type', example.type), attr('rev', example.rev), attr('invalid', String(example.invalid))],
    children: [{ ...code, meta: null }],
  };
}

/**
 * Where a question stood, the page shows <QuizQuestion id> (the bank entry, checked by the build). The id
 * comes from the same YAML parse the bank uses, whatever style the author wrote it in; YAML that does not
 * parse leaves an empty id, and the build reports the question's problem, naming the line.
 */
function quizSlot(code: Code): MdxJsxFlowElement {
  let id = '';
  try {
    const raw: unknown = parse(code.value);
    if (raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string') id = (raw as { id: string }).id;
  } catch {
    // reported by lib/quiz/bank.ts with the fence's line
  }
  return {
    type: 'mdxJsxFlowElement',
    name: 'QuizQuestion',
    attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: id }],
    children: [],
  };
}

function collectExample(code: Code, problems: string[]): JsonExample | null {
  const meta = parseFenceMeta(code.meta);
  const type = meta['mcp'] ?? meta['mcp-invalid'];
  if (!type) return null;
  const line = code.position?.start.line ?? 0;
  const rev = (meta['rev'] ?? '2026-07-28') as SchemaRev;
  if (code.lang !== 'json') problems.push(`line ${line}: an mcp= example must be a json fence`);
  if (!revs.includes(rev)) problems.push(`line ${line}: rev must be one of ${revs.join(', ')}`);
  const toolName = meta['tool'] ?? meta['tool-mismatch'];
  const tool = toolName ? { name: toolName, mismatch: meta['tool-mismatch'] !== undefined } : undefined;
  return { type, rev, invalid: meta['mcp-invalid'] !== undefined, ...(tool ? { tool } : {}), source: code.value, line };
}

function splitSections(root: Root, slugger: GithubSlugger, out: Collected) {
  let current: SectionText = { heading: '', anchor: '', text: '' };
  const flush = () => {
    if (current.text.trim()) out.sections.push({ ...current, text: current.text.trim() });
  };
  for (const node of root.children as RootContent[]) {
    if ((node.type as string) === 'yaml' || (node.type as string) === 'mdxjsEsm') continue;
    // Questions are the quiz's, not the reading's: they neither count as words nor show up in search.
    if (node.type === 'code' && node.lang === 'quiz') {
      const section = current.anchor ? { heading: current.heading, anchor: current.anchor } : null;
      out.questions.push({ source: node.value, line: node.position?.start.line ?? 0, section });
      continue;
    }
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const text = toString(node);
      const anchor = slugger.slug(text);
      out.headings.push({ depth: node.depth, text, anchor });
      if (node.depth === 2) {
        flush();
        current = { heading: text, anchor, text: '' };
        continue;
      }
    }
    const text = node.type === 'code' ? node.value : toString(node);
    current.text += `${text}\n`;
    out.words += text.split(/\s+/).filter(Boolean).length;
  }
  flush();
}

/**
 * A remark plugin that records what the build checks (headings, typed JSON examples, components, spec
 * references) and the plain text that search indexes, into `sink`.
 */
export function remarkCollect(sink: Collected) {
  return () => (tree: Root) => {
    const problems = sink.problems;
    visit(tree, (node) => {
      // remark-mdx-frontmatter adds an export without a position; only an author's own import/export has one.
      if ((node.type as string) === 'mdxjsEsm' && node.position) {
        problems.push(`line ${node.position.start.line}: lessons never import or export`);
      }
      if (node.type === 'heading' && (node as Heading).depth === 1) {
        problems.push(`line ${node.position?.start.line}: no # heading; the title comes from frontmatter`);
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const el = node as MdxJsxFlowElement;
        checkComponent(el, problems);
        if (el.name === 'SpecRef') sink.specRefs += 1;
        if (el.name === 'Lab') {
          const preset = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'preset');
          if (preset && typeof preset.value === 'string') sink.labPresets.push(preset.value);
        }
      }
    });
    splitSections(tree, new GithubSlugger(), sink);
    visit(tree, 'code', (code: Code, index, parent) => {
      if (code.lang === 'quiz' && parent && index !== undefined) {
        if (parent.type !== 'root') problems.push(`line ${code.position?.start.line}: a quiz fence stands on its own, not inside another block`);
        parent.children[index] = quizSlot(code) as never;
        return;
      }
      const example = collectExample(code, problems);
      if (!example || !parent || index === undefined) return;
      sink.examples.push(example);
      parent.children[index] = wrapExample(code, example) as never;
    });
  };
}
