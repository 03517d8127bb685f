import { MIN_CODE_SIZE } from '@/lib/content/slide-size';
import { builtContent, expect, test } from './fixtures';

/**
 * The build splits lessons into slides by a size estimate (lib/content/slide-size.ts, question-fit.ts); this
 * measures every slide of every lesson in Chromium at 1280×720 and fails where the estimate was too low.
 */
test('every section of every lesson has a slide, and no slide overflows 1280×720', async ({ page }) => {
  test.setTimeout(600_000); // ~340 slides measured one by one: minutes on a loaded 2-core machine
  await page.setViewportSize({ width: 1280, height: 720 });
  const overflows: string[] = [];
  let slides = 0;
  let scrollingCode = 0;
  for (const lesson of builtContent().lessons) {
    const sections = lesson.headings.filter((h) => h.depth === 2).map((h) => h.anchor);
    const covered = new Set(lesson.slides.map((s) => s.section));
    expect(
      sections.filter((a) => !covered.has(a)),
      `${lesson.slug}: sections without a slide`,
    ).toEqual([]);

    await page.goto(`/lessons/${lesson.slug}/present`);
    // The deck reads the hash once it has loaded: a hash set before that would be lost.
    await expect(page.getByRole('region', { name: `1 of ${lesson.slides.length}`, exact: true })).toBeVisible();
    for (const s of lesson.slides) {
      await page.evaluate((n) => (window.location.hash = `#s-${n}`), s.n);
      const region = page.getByRole('region', { name: `${s.n} of ${lesson.slides.length}`, exact: true });
      await expect(region).toBeVisible();
      const m = await region.evaluate((section) => {
        const el = section as HTMLElement;
        const body = el.querySelector<HTMLElement>('.slide__body')!;
        const over = (e: HTMLElement) => Math.max(e.scrollHeight - e.clientHeight, e.scrollWidth - e.clientWidth);
        const stage = el.closest<HTMLElement>('.deck__stage')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return {
          overflow: Math.max(over(el), over(body)),
          outside: box.bottom > stage.bottom || box.right > stage.right,
          scrolling: [...el.querySelectorAll('pre')]
            .filter((p) => p.scrollHeight > p.clientHeight + 1)
            .map((p) => (p.classList.contains('pq__payload') ? 'payload' : 'code')),
        };
      });
      slides += 1;
      scrollingCode += m.scrolling.length;
      // Only two boxes may scroll inside a slide: a hotspot's payload, and a fence already at the smallest code
      // size (16 px). A scrolling fence anywhere else means the estimate was low and the slide should have split.
      if (m.scrolling.includes('code') && s.codeSize !== MIN_CODE_SIZE)
        overflows.push(`${lesson.slug} #s-${s.n}: code scrolls at ${s.codeSize ?? 22} px`);
      if (m.overflow > 1 || m.outside) overflows.push(`${lesson.slug} #s-${s.n} (${s.kind}): ${m.overflow}px too tall`);
    }
  }
  test.info().annotations.push({
    type: 'measured',
    description: `${slides} slides; ${scrollingCode} code blocks scroll inside their own box`,
  });
  expect(overflows).toEqual([]);
});
