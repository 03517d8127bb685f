import { allRoutes, expect, seriousAxeViolations, test } from './fixtures';

for (const route of [...allRoutes(), '/no-such-page']) {
  test(`baseline on ${route}: CSP header, axe in both themes, 320 px`, async ({ page }) => {
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

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousAxeViolations(page), `${route} in ${colorScheme}`).toEqual([]);
    }

    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  });
}
