import { readAssetUrls } from '@/lib/content/hashed-assets';
import { allRoutes, builtContent, expect, test } from './fixtures';

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

test('the question bank and the search index come from content-hashed URLs, cached for a year', async ({
  page,
  request,
}) => {
  const urls = readAssetUrls();
  expect(urls.quizBank).toMatch(/^\/data\/quiz-bank\.[0-9a-f]{16}\.json$/);
  expect(urls.searchIndex).toMatch(/^\/data\/search-index\.[0-9a-f]{16}\.json$/);

  // The quiz page asks for exactly that URL (its preload and its fetch), and gets the whole bank.
  const bankResponse = page.waitForResponse((r) => new URL(r.url()).pathname === urls.quizBank);
  await page.goto('/quiz/sets');
  await expect(page.getByText(`All ${builtContent().questions.length} questions`)).toBeVisible();
  const bank = await bankResponse;
  expect(bank.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(((await bank.json()) as unknown[]).length).toBe(builtContent().questions.length);

  const index = await request.get(urls.searchIndex);
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A name no build wrote is a plain 404 that no cache keeps.
  const stale = await request.get('/data/quiz-bank.0000000000000000.json');
  expect(stale.status()).toBe(404);
  expect(stale.headers()['cache-control']).not.toContain('immutable');
});
