import { builtContent, expect, test } from './fixtures';

for (const card of builtContent().cards) {
  test(`card "${card.title}" prints as one clean page`, async ({ page }) => {
    await page.goto(`/cards/${card.slug}`);
    await expect(page.getByRole('button', { name: 'Print this card' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print this card' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();

    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBe(1);
  });
}
