import { builtContent, expect, test } from './fixtures';

// exercises:check proves every reference solution in Node; this proves the same code passes in the browser's
// sandbox worker too (its CSP, its removed globals, crypto.subtle, the SDK's web-standard HTTP handler).
for (const ex of builtContent().exercises) {
  test(`${ex.id}: the reference solution passes every case in the browser's sandbox`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/exercises/${ex.id}`);
    const editor = page.locator('.cm-content');
    await expect(editor).toHaveAccessibleName('Code');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    // One input event with the whole text, as a paste would give: typing 13 solutions key by key is slow.
    await page.keyboard.insertText(ex.solution);
    await page.getByRole('button', { name: 'Run tests' }).click();
    const items = page.getByRole('list', { name: 'Test results' }).locator(':scope > li');
    await expect(items).toHaveCount(ex.caseNames.length, { timeout: 60_000 });
    await expect(page.locator('.workbench__status')).toContainText(
      `${ex.caseNames.length} of ${ex.caseNames.length} cases passed`,
      { timeout: 60_000 },
    );
    for (const item of await items.all()) await expect(item).toHaveAttribute('data-status', 'passed');
  });
}
