import { test as plain, type Page } from '@playwright/test';
import {
  allRoutes,
  cspViolations,
  expect,
  expectStrictCsp,
  liveRoutes,
  presenterRoutes,
  seriousAxeViolations,
  test,
} from './fixtures';

for (const route of [...allRoutes(), ...liveRoutes(), '/no-such-page']) {
  test(`baseline on ${route}: CSP header, axe in both themes, 320 px`, async ({ page }) => {
    // A lesson is long, its labs run and its 20 to 44 questions are open: two axe runs over all that can take
    // most of a minute on a busy machine.
    if (route.startsWith('/lessons/')) test.setTimeout(120_000);
    // The set builder lists every question of the bank: axe alone takes most of a minute on a busy machine.
    if (route.startsWith('/quiz/sets?')) test.slow();
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
    expectStrictCsp(response?.headers()['content-security-policy'], route);

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
    expect(await cspViolations(page), `${route}: CSP violations`).toEqual([]);
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
    expectStrictCsp(response?.headers()['content-security-policy'], route);
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
    expect(await cspViolations(page), `${route}: CSP violations`).toEqual([]);
  });
}

test('the lab loads its code on demand under the strict CSP: connect, call tools, the HTTP view', async ({ page }) => {
  await page.goto('/lab?preset=unknown-tool');
  await expect(page.getByText('Connected · MCP 2026-07-28', { exact: true })).toBeVisible({ timeout: 15_000 });
  const call = page.getByRole('region', { name: 'Call' });
  await call.getByRole('button', { name: 'List all tools' }).click();
  await call.getByRole('button', { name: 'Call a tool that does not exist' }).click();
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('-32602');

  // The Streamable HTTP transport is a separate module, loaded when chosen.
  await page
    .getByRole('group', { name: 'Transport' })
    .getByRole('radio', { name: /^Streamable HTTP/ })
    .check();
  await expect(page.getByText('Connected · MCP 2026-07-28 · Streamable HTTP', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Run step 1' }).click();
  const trace = page.getByRole('region', { name: 'Wire trace' });
  const callRow = trace.getByRole('listitem').filter({ hasText: /→ to server\s+tools\/call/ });
  await callRow.getByRole('button', { name: /^JSON of #\d+$/ }).click();
  await expect(callRow.getByRole('definition').filter({ hasText: 'mcp-method' })).toContainText('tools/call');
  expect(await cspViolations(page)).toEqual([]);
});

// Without the fixture's own check: this test makes violations on purpose.
plain('the policy blocks a script or a style attribute the build did not write', async ({ page }) => {
  const response = await page.goto('/quiz');
  expectStrictCsp(response?.headers()['content-security-policy'], '/quiz');
  await page.evaluate(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations?.push(e.effectiveDirective));
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran"';
    document.body.append(script);
    const box = document.createElement('div');
    box.setAttribute('style', 'outline: 9px solid red');
    document.body.append(box);
  });
  await expect.poll(() => cspViolations(page)).toEqual(['script-src-elem', 'style-src-attr']);
  expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
});
