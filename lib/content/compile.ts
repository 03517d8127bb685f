import rehypeShiki from '@shikijs/rehype';
import { bundleMDX } from 'mdx-bundler';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { remarkCheckYourself } from './check-yourself';
import { emptyCollected, remarkCollect, type Collected } from './collect';
import { remarkSlides, type SlidePlan } from './slides';

export interface Compiled {
  code: string;
  frontmatter: Record<string, unknown>;
  collected: Collected;
  /** Lessons only: the presenter's slides (the compiled code wraps each in `<Slide n>`). */
  slides: SlidePlan[];
}

/**
 * Compiles one MDX source at build time: MDX to a JS function body, code highlighted, facts collected. A lesson
 * (`lesson`: its slug) also gets each section's questions gathered at the section's end and its slides made.
 */
export async function compileMdx(source: string, cwd: string, what: { lesson?: string } = {}): Promise<Compiled> {
  const collected = emptyCollected();
  const slides: SlidePlan[] = [];
  const { code, frontmatter } = await bundleMDX<Record<string, unknown>>({
    source,
    cwd,
    mdxOptions(options) {
      options.remarkPlugins = [...(options.remarkPlugins ?? []), remarkGfm, remarkCollect(collected)];
      if (what.lesson !== undefined)
        options.remarkPlugins.push(remarkCheckYourself(what.lesson), remarkSlides(slides));
      options.rehypePlugins = [
        ...(options.rehypePlugins ?? []),
        rehypeSlug,
        // lazy: load a grammar only when a fence uses it (loading all of them costs ~25 s per process).
        [rehypeShiki, { themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }, defaultColor: 'light', lazy: true, langs: ['json'] }],
      ];
      return options;
    },
    esbuildOptions(options) {
      options.minify = true;
      return options;
    },
  });
  return { code, frontmatter, collected, slides };
}
