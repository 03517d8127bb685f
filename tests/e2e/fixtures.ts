import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { BuiltContent } from '@/lib/content/types';

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
        window.__cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI}`);
      });
    });
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      if (expected404.has(msg.location().url) && msg.text().includes('404')) return;
      if (expectedFailedLoads.get(page)?.test(msg.location().url) && msg.text().startsWith('Failed to load resource'))
        return;
      if (expectedConsoleErrors.get(page)?.test(msg.text())) return;
      problems.push(`console error: ${msg.text()}`);
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
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
