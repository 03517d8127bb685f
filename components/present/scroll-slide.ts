/**
 * ↓ and ↑ on a deck: scroll what scrolls on the current slide (the focused box, else a question's options
 * that do not fit at 24 px) by most of a screenful; with nothing to scroll, the page, as the arrows would.
 */
export function scrollSlide(slides: HTMLElement | null, by: 1 | -1): void {
  const current = slides?.querySelector<HTMLElement>('[data-current]');
  const scrolls = (el: HTMLElement) =>
    el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible';
  let target: HTMLElement | null = null;
  for (let el = document.activeElement as HTMLElement | null; el && current?.contains(el); el = el.parentElement)
    if (scrolls(el)) {
      target = el;
      break;
    }
  target ??= [...(current?.querySelectorAll<HTMLElement>('.pq__main') ?? [])].find(scrolls) ?? null;
  if (target) target.scrollBy({ top: by * target.clientHeight * 0.8 });
  else window.scrollBy({ top: by * 40 });
}
