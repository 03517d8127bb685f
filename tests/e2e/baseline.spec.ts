import type { Page } from '@playwright/test';
import { allRoutes, builtContent, expect, presenterRoutes, seriousAxeViolations, test } from './fixtures';

/** The live-class pages in the states a visitor can reach without a running class (live-ui.spec covers the rest). */
function liveRoutes(): string[] {
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

for (const route of [...allRoutes(), ...liveRoutes(), '/no-such-page']) {
  test(`baseline on ${route}: CSP header, axe in both themes, 320 px`, async ({ page }) => {
    // A lesson is long, its labs run and its 20 to 44 questions are open: two axe runs over all that can take
    // most of a minute on a busy machine.
    if (route.startsWith('/lessons/')) test.setTimeout(120_000);
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');

    // Bring every lab on the page to life first, so the baseline covers the running lab, not its placeholder.
    const labs = page.getByRole('region', { name: /^Lab: / });
    for (let i = 0; i < (await labs.count()); i++) {
      await labs.nth(i).scrollIntoViewIfNeeded();
      await expect(labs.nth(i).getByText(/^Connected · MCP/)).toBeVisible({ timeout: 15_000 });
    }
    if (route.startsWith('/lab')) await expect(page.getByText(/^Connected · MCP/)).toBeVisible({ timeout: 15_000 });
    // A lesson's questions wait behind closed "Check yourself" buttons: open each, so axe and 320 px cover them too.
    const checks = page.getByRole('button', { name: /^Check yourself \(\d+\)$/ });
    for (let i = 0; i < (await checks.count()); i++) {
      await checks.nth(i).click();
      await expect(checks.nth(i)).toHaveAttribute('aria-expanded', 'true');
    }

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousAxeViolations(page), `${route} in ${colorScheme}`).toEqual([]);
    }

    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  });
}

const themes = ['light', 'dark', 'projector'] as const;

/** The presenter's themes: the site's light and dark, and the high-contrast projector theme (remembered). */
async function useTheme(page: Page, theme: (typeof themes)[number]) {
  await page.evaluate((on) => {
    if (on) localStorage.setItem('mcpa-lab:projector-theme', 'on');
    else localStorage.removeItem('mcpa-lab:projector-theme');
    window.dispatchEvent(new Event('mcpa-projector-changed'));
  }, theme === 'projector');
  await page.emulateMedia({ colorScheme: theme === 'dark' ? 'dark' : 'light' });
}

for (const { route, slides } of presenterRoutes()) {
  test(`presenter baseline on ${route}: CSP header, axe on slides ${slides.join(', ') || '(lab)'} in three themes, 320 px`, async ({
    page,
  }) => {
    // Three axe runs per slide: on a busy machine each can take several seconds.
    test.setTimeout(60_000 + slides.length * 20_000);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    if (slides.length === 0) await expect(page.getByText(/^Connected · MCP/)).toBeVisible({ timeout: 15_000 });
    for (const n of slides.length ? slides : [0]) {
      if (n) {
        await page.evaluate((s) => (window.location.hash = `#s-${s}`), n);
        await expect(page.locator(`[data-slide="${n}"][data-current]`).first()).toBeVisible();
        const lab = page.locator(`[data-slide="${n}"][data-current]`).getByRole('region', { name: /^Lab: / });
        if (!route.includes('/speaker') && (await lab.count()))
          await expect(lab.getByText(/^Connected · MCP/)).toBeVisible({ timeout: 15_000 });
      }
      for (const theme of themes) {
        await useTheme(page, theme);
        expect(await seriousAxeViolations(page), `${route} #s-${n} in ${theme}`).toEqual([]);
      }
    }
    await useTheme(page, 'light');
    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  });
}
