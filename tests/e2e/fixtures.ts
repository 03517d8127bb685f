import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { BuiltContent } from '@/lib/content/types';
import type { Question } from '@/lib/quiz/schema';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** What the content build wrote; the tests read it to know every route and every word. */
export function builtContent(): BuiltContent {
  return JSON.parse(readFileSync(path.join(process.cwd(), '.content', 'content.json'), 'utf8')) as BuiltContent;
}

export function allRoutes(): string[] {
  const content = builtContent();
  return [
    '/',
    '/lab',
    // The HTTP view: the transport switch on Streamable HTTP and the trace's HTTP exchanges.
    '/lab?preset=http-progress',
    '/quiz',
    '/quiz/practice?lesson=paging-tools-list',
    '/quiz/exam',
    '/quiz/review',
    '/quiz/progress',
    `/quiz/sets?set=${content.questions
      .slice(0, 3)
      .map((q) => q.id)
      .join(',')}&title=Baseline`,
    `/quiz/practice?set=${content.questions
      .slice(0, 3)
      .map((q) => q.id)
      .join(',')}&title=Baseline`,
    ...content.lessons.map((l) => `/lessons/${l.slug}`),
    ...content.cards.map((c) => `/cards/${c.slug}`),
  ];
}

/** The live-class pages in the states a visitor can reach without a running class (live-ui.spec covers the rest). */
export function liveRoutes(): string[] {
  const content = builtContent();
  const ids = content.questions
    .filter((q) => q.type !== 'lab')
    .slice(0, 3)
    .map((q) => q.id);
  return [
    '/live',
    '/live?code=ACD347',
    '/live/class?id=not-joined-here',
    `/live/host?set=${ids.join(',')},predict.unknown-tool-channel&title=Baseline`,
    `/live/host?lesson=${content.lessons[0].slug}`,
    '/live/host?class=started-elsewhere',
  ];
}

/** Presenter mode's pages, each with the slides the baseline looks at (the deck shows one at a time). */
export function presenterRoutes(): { route: string; slides: number[] }[] {
  const content = builtContent();
  const set = content.questions
    .slice(0, 3)
    .map((q) => q.id)
    .join(',');
  const deep = content.lessons.find((l) => l.slug === 'two-error-channels')!;
  const first = (kind: string) => deep.slides.find((s) => s.kind === kind)!.n;
  const code = deep.slides.find((s) => s.codeSize)?.n ?? 2;
  return [
    ...content.lessons.map((l) => ({
      route: `/lessons/${l.slug}/present`,
      slides: l === deep ? [1, 2, first('content') + 1, code, first('question'), first('lab')] : [1],
    })),
    { route: `/lessons/${deep.slug}/present/speaker`, slides: [1, first('question')] },
    { route: `/quiz/sets/present?set=${set}&title=Baseline`, slides: [1, 2] },
    { route: `/quiz/sets/present/speaker?set=${set}&title=Baseline`, slides: [2] },
    { route: '/lab?present=1&preset=unknown-tool', slides: [] },
  ];
}

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A question's card, found by its prompt as the page shows it (backticks become code, same text). */
export const questionCard = (page: Page, q: Question) =>
  page.getByRole('region', { name: new RegExp(escape(q.prompt.replaceAll('`', '').trim().slice(0, 60))) });

/**
 * On a lesson page, the "Check yourself (N)" button of the section a question sits in: the page has one per
 * section with questions, in the bank's order, and N is that section's count in the bank.
 */
export function checkYourself(page: Page, q: Question): Locator {
  const bank = builtContent().questions.filter((x) => x.lesson === q.lesson);
  const sections = [...new Set(bank.map((x) => x.section.anchor))];
  const count = bank.filter((x) => x.section.anchor === q.section.anchor).length;
  return page
    .getByRole('button', { name: /^Check yourself \(\d+\)$/ })
    .nth(sections.indexOf(q.section.anchor))
    .and(page.getByRole('button', { name: `Check yourself (${count})`, exact: true }));
}

/**
 * Opens the "Check yourself" that holds `q` on its lesson page, so the question can be answered. Another tab of
 * the same learner may open it meanwhile (the open state is saved progress), so it clicks only while closed.
 */
export async function openCheckYourself(page: Page, q: Question) {
  const button = checkYourself(page, q);
  await expect(button).toBeEnabled();
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}

/** A Content-Security-Policy header as its directives: name → sources. */
export function cspDirectives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/**
 * The production policy: present, scripts only from our origin or by hash (no 'unsafe-inline', no
 * 'unsafe-eval', no wildcard), styles likewise, no plugins, no framing.
 */
export function expectStrictCsp(header: string | undefined, where: string) {
  const csp = cspDirectives(header);
  expect(csp.get('default-src'), `${where}: default-src`).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts[0], `${where}: script-src`).toBe("'self'");
  for (const source of scripts.slice(1)) expect(source, `${where}: script-src`).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  for (const name of ['style-src', 'style-src-elem', 'style-src-attr'])
    expect(csp.get(name) ?? [], `${where}: ${name}`).not.toContain("'unsafe-inline'");
  expect(header, where).not.toContain('unsafe-eval');
  expect(csp.get('object-src'), `${where}: object-src`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${where}: frame-ancestors`).toEqual(["'none'"]);
}

/** The CSP violations the page reported so far (recorded from its first script on, see `test`). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

const expectedFailedLoads = new WeakMap<Page, RegExp>();

/** Declares that a test makes resources matching `url` fail on purpose: Chromium's console line for them is expected. */
export function expectFailedLoads(page: Page, url: RegExp) {
  expectedFailedLoads.set(page, url);
}

const expectedConsoleErrors = new WeakMap<Page, RegExp>();

/** Declares a console error the test provokes on purpose (its text matches `text`), such as Next's offline fallback. */
export function expectConsoleError(page: Page, text: RegExp) {
  expectedConsoleErrors.set(page, text);
}

/**
 * Every test's page records console errors, uncaught errors and CSP violations, and the test fails at the
 * end if there were any: the baseline holds on every page a test visits, not only in the baseline spec.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    // A page that is meant to be a 404 makes Chromium log its status; only that one is expected.
    const expected404 = new Set<string>();
    page.on('response', (r) => {
      if (r.status() === 404 && r.request().resourceType() === 'document') expected404.add(r.url());
    });
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI}`);
      });
    });
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      if (expected404.has(msg.location().url) && msg.text().includes('404')) return;
      if (expectedFailedLoads.get(page)?.test(msg.location().url) && msg.text().startsWith('Failed to load resource'))
        return;
      if (expectedConsoleErrors.get(page)?.test(msg.text())) return;
      // A failed load's line does not name the resource; its location does.
      const where = msg.location().url;
      problems.push(`console error: ${msg.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    await use(page);
    const csp = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    expect([...problems, ...csp.map((v) => `CSP violation: ${v}`)]).toEqual([]);
  },
});

export { expect };

/** Serious or critical accessibility violations on the current page, as readable strings. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // From the top of the page: axe's target-size rule counts a control under the sticky site header as obscured,
  // which is only a matter of where the test's last click left the page scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
