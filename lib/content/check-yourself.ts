import GithubSlugger from 'github-slugger';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';

/**
 * A lesson reads straight through: each `##` section's questions (the `<QuizQuestion>` slots remarkCollect put
 * where the fences stood) move, in their authored order, into one `<CheckYourself>` at the section's end. A
 * `###` subsection is part of its `##` section, as it is for the bank and the claims, so its questions go to
 * the end of the whole section. Done at build, the page stays static and its DOM order (what a screen reader
 * and print follow) is the reading order. The bank is made before this step and does not change.
 */

const attr = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

export const isQuestionSlot = (node: RootContent): node is MdxJsxFlowElement =>
  node.type === 'mdxJsxFlowElement' && node.name === 'QuizQuestion';

const slotId = (node: MdxJsxFlowElement) =>
  String(node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value ?? '');

function checkYourself(lesson: string, section: string, questions: MdxJsxFlowElement[]): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'CheckYourself',
    attributes: [
      attr('lesson', lesson),
      attr('section', section),
      attr('count', String(questions.length)),
      attr('questions', questions.map(slotId).join(' ')),
    ],
    children: questions,
  };
}

/** The top-level blocks with every section's question slots gathered at its end; sections without any are as they were. */
export function gatherQuestions(nodes: RootContent[], lesson: string): RootContent[] {
  const slugger = new GithubSlugger();
  const out: RootContent[] = [];
  let section = '';
  let pending: MdxJsxFlowElement[] = [];
  const close = () => {
    if (pending.length) out.push(checkYourself(lesson, section, pending));
    pending = [];
  };
  for (const node of nodes) {
    // The same slugs, in the same order, as the headings' ids (remarkCollect and rehype-slug count h2 and h3).
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const anchor = slugger.slug(toString(node));
      if (node.depth === 2) {
        close();
        section = anchor;
      }
    }
    if (isQuestionSlot(node)) pending.push(node);
    else out.push(node);
  }
  close();
  return out;
}

/** The remark plugin, for lessons: runs after remarkCollect (which made the slots and the bank's fences). */
export function remarkCheckYourself(lesson: string) {
  return () => (tree: Root) => {
    tree.children = gatherQuestions(tree.children, lesson);
  };
}
