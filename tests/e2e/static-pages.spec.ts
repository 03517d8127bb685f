import { allRoutes, expect, test } from './fixtures';

const contentRoutes = allRoutes().filter((r) => r.startsWith('/lessons/') || r.startsWith('/cards/'));

test('lesson and card pages are prerendered and ship no MDX compiler or evaluator', async ({ page, request }) => {
  for (const route of contentRoutes) {
    const response = await request.get(route);
    expect(response.headers()['x-nextjs-prerender'], `${route} is statically generated`).toBeTruthy();
  }

  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto(contentRoutes[0]);
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    // mdx-bundler's evaluator and the MDX compiler would carry these names into a client bundle.
    for (const marker of ['getMDXExport', 'bundleMDX', '@mdx-js', 'remark-parse']) {
      expect(body.includes(marker), `${url} contains ${marker}`).toBe(false);
    }
  }
});
