import { builtContent, expect, expectFailedLoads, test } from './fixtures';

/** A word that occurs in exactly one lesson's body and in no title, summary or heading anywhere. */
function bodyOnlyWord(): { word: string; title: string; slug: string } {
  const content = builtContent();
  const pages = [...content.lessons, ...content.cards];
  const words = (s: string) => new Set(s.toLowerCase().match(/[a-z]{9,}/g) ?? []);
  const visible = words(pages.map((p) => [p.title, p.summary, ...p.headings.map((h) => h.text)].join(' ')).join(' '));
  const counts = new Map<string, Set<string>>();
  for (const p of pages) {
    for (const w of words(p.searchSections.map((s) => s.text).join(' '))) {
      counts.set(w, (counts.get(w) ?? new Set()).add(p.slug));
    }
  }
  for (const lesson of content.lessons) {
    for (const w of words(lesson.searchSections.map((s) => s.text).join(' '))) {
      const where = counts.get(w);
      if (where?.size === 1 && !visible.has(w) && ![...visible].some((v) => v.startsWith(w) || w.startsWith(v))) {
        return { word: w, title: lesson.title, slug: lesson.slug };
      }
    }
  }
  throw new Error('no body-only word found');
}

test('search opens from the keyboard and finds a lesson by a word only its body contains', async ({ page }) => {
  const { word, title, slug } = bodyOnlyWord();
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Search lessons and cards' });
  // A key pressed before the header's script has hydrated does nothing: press again until it is listening.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const input = dialog.getByRole('searchbox', { name: 'Search lessons and cards' });
  await expect(input).toBeFocused();
  await input.fill(word);
  const results = dialog.getByRole('link');
  await expect(results.first()).toContainText(title);
  await input.press('ArrowDown');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/lessons/${slug}#`));
  await expect(dialog).toBeHidden();
});

test('search says so when nothing matches, and Escape closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search lessons and cards' });
  await dialog.getByRole('searchbox').fill('qqqxxzz');
  await expect(dialog.getByRole('status')).toHaveText('No matches for “qqqxxzz”.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
});

test('search whose code cannot arrive says so, and the page around it keeps working', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Offline from here on, for the page's code: the search panel's chunk (loaded on first open) cannot arrive.
  let refused = 0;
  expectFailedLoads(page, /\/_next\/static\//);
  await page.route('**/_next/static/**', (route) => {
    refused++;
    return route.abort('internetdisconnected');
  });
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog', { name: 'Search lessons and cards' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const dialog = page.getByRole('dialog', { name: 'Search lessons and cards' });
  await expect(dialog.getByRole('alert')).toContainText('Search could not load');
  expect(refused).toBeGreaterThan(0);
  // The page was not replaced by an error screen: its header still answers.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /couldn’t load/ })).toHaveCount(0);
  // (The fixture fails the test on any uncaught error or CSP violation: the framework's error screen has both.)
});
