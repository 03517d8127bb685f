import { builtContent, checkYourself, expect, questionCard, test } from './fixtures';

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

test("a lesson prints every section's questions as a self-test: shown, without their buttons", async ({ page }) => {
  const lesson = builtContent().lessons[0];
  const questions = builtContent().questions.filter((q) => q.lesson === lesson.slug);
  await page.goto(`/lessons/${lesson.slug}`);
  await expect(checkYourself(page, questions[0])).toHaveAttribute('aria-expanded', 'false');
  await expect(questionCard(page, questions[0])).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  for (const q of questions) await expect(questionCard(page, q), q.id).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check answer' }).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark complete' })).toBeHidden();
  // Printing changes nothing on screen: the disclosures are still closed.
  await page.emulateMedia({ media: 'screen' });
  await expect(questionCard(page, questions[0])).toBeHidden();
});
