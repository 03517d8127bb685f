import { MAX_SET_SIZE } from '@/lib/quiz/quiz-set';
import { builtContent, expect, seriousAxeViolations, test } from './fixtures';

/** What one question slide measures, in CSS px as rendered on the 1280×720 viewport (size × stage scale). */
interface Measured {
  options: number;
  smallestOption: number;
  smallestCode: number;
  /** Elements of the question outside the slide, or a slide or body that scrolls. */
  outside: string[];
  /** The options' box scrolls inside the slide (allowed: the design's answer to what cannot fit at 24 px). */
  scrolls: boolean;
  columns: number;
}

const bank = builtContent().questions;
const decks: string[][] = [];
for (let i = 0; i < bank.length; i += MAX_SET_SIZE) decks.push(bank.slice(i, i + MAX_SET_SIZE).map((q) => q.id));

/**
 * Every question of the bank presented at 1280×720, as shareable sets of 100 (a set's deck is presenter mode's
 * question slide, the same view a live class's host projects): option text at least 24 px, code at least 20 px,
 * nothing outside its slide. Only the options' own box may scroll.
 */
test('every question of the bank is presented readable and whole at 1280×720', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const problems: string[] = [];
  let scrolling = 0;
  let twoColumns = 0;
  let presented = 0;
  for (const ids of decks) {
    await page.goto(`/quiz/sets/present?set=${ids.join(',')}&title=Bank`);
    await expect(page.getByRole('region', { name: `1 of ${ids.length + 1}`, exact: true })).toBeVisible();
    // The first → may come before the deck listens for keys: pressed again until it turns the slide.
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/#s-2$/, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    for (const [i, id] of ids.entries()) {
      const n = i + 2;
      // → turns the slide, except after a lab task, where it runs the lab's next step first: there, jump.
      if (i > 0 && bank.find((b) => b.id === ids[i - 1])!.type === 'lab') {
        await page.keyboard.type(String(n));
        await page.keyboard.press('Enter');
      } else if (i > 0) await page.keyboard.press('ArrowRight');
      // One round trip per slide: wait in the page for the slide to be shown, then measure it.
      const m: Measured = await page.evaluate(async (n) => {
        const section = document.querySelector<HTMLElement>(`.deck [data-slide="${n}"]`)!;
        const start = performance.now();
        while (!section.hasAttribute('data-current') && performance.now() - start < 10_000)
          await new Promise((r) => requestAnimationFrame(r));
        if (!section.hasAttribute('data-current')) throw new Error(`slide ${n} was never shown`);
        const stage = section.closest<HTMLElement>('.deck__stage')!;
        const scale = stage.getBoundingClientRect().width / stage.offsetWidth;
        const px = (el: Element) => parseFloat(getComputedStyle(el).fontSize) * scale;
        const box = section.getBoundingClientRect();
        const body = section.querySelector<HTMLElement>('.slide__body')!;
        const main = section.querySelector<HTMLElement>('.pq__main');
        const over = (e: HTMLElement) => Math.max(e.scrollHeight - e.clientHeight, e.scrollWidth - e.clientWidth);
        const outside = [...section.querySelectorAll<HTMLElement>('.pq *, .pq__reveal')]
          // Inside a scroll box (and a lab task's live lab, which has its own) only the box has to stay on the slide.
          .filter((e) => !e.parentElement?.closest('.pq__main, .pq__payload, .lab-present'))
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && (r.top < box.top - 1 || r.bottom > box.bottom + 1 || r.right > box.right + 1);
          })
          .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
        if (over(section) > 1 || over(body) > 1) outside.push('the slide scrolls');
        if (main && main.scrollWidth > main.clientWidth + 1) outside.push('the options scroll sideways');
        for (const e of section.querySelectorAll<HTMLElement>('.pq__main, .pq__payload'))
          if (e.scrollHeight > e.clientHeight + 1 && e.tabIndex < 0)
            outside.push('a box scrolls out of reach of the keys');
        const texts = [...section.querySelectorAll('.pq__text')];
        const code = [...section.querySelectorAll('.pq code, .pq pre')];
        const list = section.querySelector('.pq__options');
        return {
          options: texts.length,
          smallestOption: Math.min(...texts.map(px)),
          smallestCode: Math.min(...code.map(px)),
          outside,
          scrolls: !!main && main.scrollHeight > main.clientHeight + 1,
          columns: list ? getComputedStyle(list).gridTemplateColumns.split(' ').length : 0,
        };
      }, n);
      const q = bank.find((b) => b.id === id)!;
      presented += 1;
      if (m.scrolls) scrolling += 1;
      if (m.columns === 2) twoColumns += 1;
      if (m.options !== ('options' in q ? q.options.length : 0)) problems.push(`${id}: ${m.options} options shown`);
      if (m.smallestOption < 23.9) problems.push(`${id}: option text at ${m.smallestOption.toFixed(1)} px`);
      if (m.smallestCode < 19.9) problems.push(`${id}: code at ${m.smallestCode.toFixed(1)} px`);
      if (m.outside.length) problems.push(`${id}: ${m.outside.slice(0, 3).join(', ')}`);
    }
  }
  test.info().annotations.push({
    type: 'measured',
    description: `${presented} questions; ${twoColumns} with options in two columns; ${scrolling} whose options scroll`,
  });
  expect(presented).toBe(bank.length);
  expect(problems).toEqual([]);
});

test('a presented question slide passes axe in every theme, revealed or not', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const hotspot = bank.find((q) => q.type === 'hotspot')!;
  const multi = bank.find((q) => q.type === 'multi')!;
  await page.goto(`/quiz/sets/present?set=${hotspot.id},${multi.id}&title=Axe#s-2`);
  for (const n of [2, 3]) {
    await page.evaluate((s) => (window.location.hash = `#s-${s}`), n);
    const slide = page.getByRole('region', { name: `${n} of 3`, exact: true });
    await expect(slide.getByRole('region', { name: 'Options' })).toBeVisible();
    for (const reveal of [false, true]) {
      if (reveal) await page.keyboard.press('r');
      await expect(slide.getByText('✓ Correct').first()).toBeVisible({ visible: reveal });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await seriousAxeViolations(page), `slide ${n} in ${colorScheme}`).toEqual([]);
      }
      await page.getByRole('button', { name: 'Projector theme' }).click();
      expect(await seriousAxeViolations(page), `slide ${n} in the projector theme`).toEqual([]);
      await page.getByRole('button', { name: 'Projector theme' }).click();
    }
  }
});

test('↓ and ↑ scroll the options of a question that does not fit at 24 px, and the deck stays on its slide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const size = (q: (typeof bank)[number]) =>
    q.prompt.length + ('options' in q ? q.options.reduce((n, o) => n + o.text.length + 40, 0) : 0);
  const longest = bank
    .filter((q) => q.type !== 'lab' && q.type !== 'hotspot')
    .sort((a, b) => size(b) - size(a))
    .slice(0, 1);
  await page.goto(`/quiz/sets/present?set=${longest[0].id}&title=Long#s-2`);
  const options = page.getByRole('region', { name: '2 of 2', exact: true }).getByRole('region', { name: 'Options' });
  await expect(options).toBeVisible();
  const top = () => options.evaluate((el) => ({ top: el.scrollTop, room: el.scrollHeight - el.clientHeight }));
  expect((await top()).room, `${longest[0].id} fits without scrolling`).toBeGreaterThan(1);
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    expect((await top()).top).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await top()).top).toBe(0);
  await expect(page).toHaveURL(/#s-2$/);
});
