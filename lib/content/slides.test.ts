import { describe, expect, it } from 'vitest';
import { compileMdx } from './compile';
import { MIN_CODE_SIZE } from './slide-size';

const para = (i: number) => `Paragraph ${i}: ${'a sentence that takes some room on the slide, '.repeat(4)}end.`;
const quiz = (id: string) => ['```quiz', `id: ${id}`, 'type: single', '```'].join('\n');

const source = [
  'An introduction before any section.',
  '## First',
  para(1),
  quiz('paging.first-question'),
  para(2),
  '<Lab preset="empty-cursor" />',
  '## Long',
  ...Array.from({ length: 14 }, (_, i) => para(i + 10)),
  '## Code',
  'The whole example:',
  '```json',
  Array.from({ length: 60 }, (_, i) => `  "line${i}": ${i},`).join('\n'),
  '```',
  '## Only a question',
  quiz('paging.second-question'),
].join('\n\n');

describe('slides from a compiled lesson', async () => {
  const { slides, code } = await compileMdx(source, process.cwd(), { lesson: 'fixture' });

  it('numbers slides 1..N in order, starting with the title', () => {
    expect(slides.map((s) => s.n)).toEqual(slides.map((_, i) => i + 1));
    expect(slides[0]).toMatchObject({ n: 1, kind: 'title' });
    expect(slides[1]).toMatchObject({ kind: 'content', section: '' });
  });

  it('wraps every slide but the title in the compiled code, once', () => {
    for (const s of slides.slice(1)) expect(code.match(new RegExp(`[{,]n:"${s.n}"`, "g"))?.length, `slide ${s.n}`).toBe(1);
  });

  it("puts a section's questions after its content and its lab", () => {
    const first = slides.filter((s) => s.section === 'first').map((s) => s.kind);
    // The question written between the two paragraphs waits at the section's end, so they share a slide.
    expect(first).toEqual(['content', 'lab', 'question']);
    expect(slides.find((s) => s.kind === 'question')?.question).toBe('paging.first-question');
    expect(slides.find((s) => s.kind === 'lab')?.preset).toBe('empty-cursor');
  });

  it('splits a long section between paragraphs, marking later slides as continued', () => {
    const long = slides.filter((s) => s.section === 'long');
    expect(long.length).toBeGreaterThan(1);
    expect(long.map((s) => s.continued)).toEqual([false, ...long.slice(1).map(() => true)]);
  });

  it('keeps a fence whole and shrinks its code instead (never below the minimum)', () => {
    const codeSlides = slides.filter((s) => s.section === 'code');
    expect(codeSlides.some((s) => s.codeSize !== undefined && s.codeSize >= MIN_CODE_SIZE)).toBe(true);
  });

  it('gives a section with nothing but a question a heading slide and the question slide', () => {
    expect(slides.filter((s) => s.section === 'only-a-question').map((s) => s.kind)).toEqual(['content', 'question']);
  });
});
