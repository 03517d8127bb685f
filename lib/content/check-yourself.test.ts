import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { gatherQuestions } from './check-yourself';
import { compileMdx } from './compile';

const heading = (depth: 2 | 3, text: string): RootContent => ({
  type: 'heading',
  depth,
  children: [{ type: 'text', value: text }],
});
const para = (text: string): RootContent => ({ type: 'paragraph', children: [{ type: 'text', value: text }] });
const slot = (id: string): RootContent => ({
  type: 'mdxJsxFlowElement',
  name: 'QuizQuestion',
  attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: id }],
  children: [],
});

/** Each block as a short label: `h2 Text`, `p Text`, or `Check(section, count: ids)`. */
function outline(nodes: RootContent[]): string[] {
  return nodes.map((n) => {
    if (n.type === 'heading') return `h${n.depth} ${toString(n)}`;
    if (n.type === 'paragraph') return `p ${toString(n)}`;
    const el = n as MdxJsxFlowElement;
    const a = Object.fromEntries(el.attributes.map((x) => [(x as { name: string }).name, x.value as string]));
    const ids = el.children.map((c) => (c as MdxJsxFlowElement).attributes[0].value as string);
    return `${el.name}(${a.lesson}#${a.section}, ${a.count}: ${a.questions}) [${ids.join(' ')}]`;
  });
}

describe('gathering a section\'s questions into one "Check yourself" at its end', () => {
  it('moves them, in authored order, after the section\'s prose (its ### subsections included)', () => {
    const tree = [
      para('Introduction'),
      heading(2, 'The cursor'),
      para('one'),
      slot('paging.a'),
      para('two'),
      slot('paging.b'),
      heading(3, 'A detail'),
      para('three'),
      slot('paging.c'),
      heading(2, 'No questions here'),
      para('four'),
      heading(2, 'The cursor'),
      slot('paging.d'),
      para('five'),
    ];
    expect(outline(gatherQuestions(tree, 'paging'))).toEqual([
      'p Introduction',
      'h2 The cursor',
      'p one',
      'p two',
      'h3 A detail',
      'p three',
      'CheckYourself(paging#the-cursor, 3: paging.a paging.b paging.c) [paging.a paging.b paging.c]',
      'h2 No questions here',
      'p four',
      // A repeated heading gets the same anchor rehype-slug gives it.
      'h2 The cursor',
      'p five',
      'CheckYourself(paging#the-cursor-1, 1: paging.d) [paging.d]',
    ]);
  });

  it('leaves a lesson without questions as it was', () => {
    const tree = [heading(2, 'Only prose'), para('one'), heading(3, 'More'), para('two')];
    expect(gatherQuestions(tree, 'x')).toEqual(tree);
  });
});

describe('a compiled lesson', async () => {
  const quiz = (id: string) => ['```quiz', `id: ${id}`, 'type: truefalse', '```'].join('\n');
  const source = [
    '## First section',
    'Before the question.',
    quiz('paging.first'),
    'After the question.',
    '<Lab preset="empty-cursor" />',
    '## Second',
    quiz('paging.second'),
    quiz('paging.third'),
  ].join('\n\n');
  const { code, collected, slides } = await compileMdx(source, process.cwd(), { lesson: 'paging' });

  it('keeps each question in the bank where it was written (section and line)', () => {
    expect(collected.questions.map((q) => [q.section?.anchor, q.line])).toEqual([
      ['first-section', 5],
      ['second', 16],
      ['second', 21],
    ]);
  });

  it("renders the section's prose and lab first, then one CheckYourself holding its questions' slides", () => {
    const at = (s: string) => code.indexOf(s);
    const first = at('section:"first-section",count:"1",questions:"paging.first"');
    expect(at('After the question.')).toBeGreaterThan(-1);
    expect(at('preset:"empty-cursor"')).toBeLessThan(first);
    expect(at('After the question.')).toBeLessThan(first);
    expect(at('{id:"paging.first"}')).toBeGreaterThan(first);
    const second = at('section:"second",count:"2",questions:"paging.second paging.third"');
    expect(second).toBeGreaterThan(at('{id:"paging.first"}'));
    expect(at('{id:"paging.second"}')).toBeGreaterThan(second);
    expect(at('{id:"paging.third"}')).toBeGreaterThan(at('{id:"paging.second"}'));
    // Each question is still a slide of its own, numbered as the plan says, inside the disclosure.
    for (const s of slides.filter((p) => p.kind === 'question'))
      expect(code).toMatch(new RegExp(`n:"${s.n}",children:\\(0,\\w+\\.jsx\\)\\(\\w+,\\{id:"${s.question}"\\}\\)`));
    expect(slides.filter((s) => s.kind === 'question').map((s) => s.question)).toEqual([
      'paging.first',
      'paging.second',
      'paging.third',
    ]);
  });
});
