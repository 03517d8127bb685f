import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { builtContent, expect, expectFailedLoads, seriousAxeViolations, test } from './fixtures';

/**
 * Live classes in real browsers: one instructor and several learner contexts against the production server
 * (its real CSP), the real database behind it, and the real in-browser lab for predict-then-run.
 */

const PHONE = { width: 360, height: 740 };

/** Console errors, page errors and CSP violations of a page in an extra context (the fixture covers `page`). */
async function watched(browser: Browser, expectedFailures?: RegExp) {
  const viewport = PHONE;
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // Chromium logs a request the test makes fail on purpose (a refused nickname, a dropped answer).
    if (expectedFailures?.test(m.location().url) && m.text().startsWith('Failed to load resource')) return;
    problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const check = async () => {
    const csp = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    expect([...problems, ...csp.map((v) => `CSP violation: ${v}`)]).toEqual([]);
    await context.close();
  };
  return { page, check };
}

async function axeBothThemes(page: Page, where: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousAxeViolations(page), `${where} in ${colorScheme}`).toEqual([]);
  }
  // What sticks out past the right edge, named, so a failure says where to look.
  const sticksOut = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  );
  expect(sticksOut, `${where} scrolls sideways`).toEqual([]);
}

async function join(page: Page, code: string | null, nickname: string) {
  if (code !== null) {
    await page.goto('/live');
    await page.getByLabel('Join code').fill(code);
  }
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join the class' }).click();
  await expect(page.getByRole('heading', { name: 'You are in' })).toBeVisible();
}

const plain = (text: string) => text.replace(/`/g, '');

/** Two single-answer questions from the bank whose options have no code spans, and their right option's text. */
function pickQuestions() {
  const singles = builtContent().questions.filter(
    (q) => q.type === 'single' && q.options.every((o) => !o.text.includes('`')),
  );
  return singles.slice(0, 2).map((q) => {
    const options = q.type === 'single' ? q.options : [];
    return {
      id: q.id,
      right: plain(options.find((o) => o.correct)!.text),
      wrong: plain(options.find((o) => !o.correct)!.text),
    };
  });
}

test('a class from a set link: join by code and QR, answer, reveal, predict-then-run, end, CSV', async ({
  page: host,
  browser,
}) => {
  test.setTimeout(180_000);
  const [q1, q2] = pickQuestions();
  await host.goto(`/live/host?set=${q1.id},predict.unknown-tool-channel,${q2.id}&title=E2E%20class`);
  await expect(host.getByRole('heading', { name: '3 questions, in this order' })).toBeVisible();
  await host.getByRole('button', { name: 'Start the live class' }).click();
  // The server opens its database (and migrates it) on the first live request: a cold start takes a while.
  await expect(host.getByRole('heading', { name: 'E2E class' })).toBeVisible({ timeout: 30_000 });
  expect(host.url()).toMatch(/\/live\/host\?class=/);
  const code = (await host
    .getByRole('region', { name: /^Join at / })
    .getByText(/^[0-9A-Z]{6}$/)
    .textContent())!;
  expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{6}$/);
  await expect(host.getByRole('img', { name: /^QR code for the join link/ })).toBeVisible();
  const joinLink = await host.getByRole('link', { name: new RegExp(`/live\\?code=${code}$`) }).getAttribute('href');

  const ada = await watched(browser);
  const bo = await watched(browser);
  const cy = await watched(browser);
  await join(ada.page, code, 'Ada');
  // Bo comes in by the QR code's link: the code is filled in already.
  await bo.page.goto(joinLink!);
  await expect(bo.page.getByLabel('Join code')).toHaveValue(code);
  await join(bo.page, null, 'Bo');
  await join(cy.page, code, 'Cy');
  await expect(host.getByRole('heading', { name: 'Joined: 3' })).toBeVisible();
  await axeBothThemes(ada.page, 'learner waiting');

  // Question 1: two right by touch, one wrong by keyboard.
  await host.getByRole('button', { name: 'Open question' }).click();
  // The projector shows presenter mode's question view: its options numbered (the keys learners press), large.
  const projected = host.getByRole('region', { name: 'Options' });
  await expect(projected.getByText(q1.right)).toBeVisible();
  await expect(projected.getByText('1.', { exact: true })).toBeAttached();
  const view = await projected.evaluate((el) => ({
    shared: el.closest('.pq') !== null,
    smallest: Math.min(...[...el.querySelectorAll('.pq__text')].map((t) => parseFloat(getComputedStyle(t).fontSize))),
  }));
  expect(view.shared).toBe(true);
  expect(view.smallest).toBeGreaterThanOrEqual(24);
  for (const l of [ada, bo]) {
    await l.page.getByRole('radio', { name: q1.right }).check();
    await l.page.getByRole('button', { name: 'Send answer' }).click();
    await expect(l.page.getByText('Answer recorded')).toBeVisible();
  }
  await expect(cy.page.getByRole('radio', { name: q1.right })).toBeVisible();
  await axeBothThemes(cy.page, 'learner question at 360 px');
  // After "open", focus is on the question's heading: number keys pick from there, Enter sends.
  await expect(cy.page.getByRole('heading', { name: 'Question 1 of 3' })).toBeFocused();
  await cy.page.keyboard.press('1');
  if (await cy.page.getByRole('radio', { name: q1.right }).isChecked()) await cy.page.keyboard.press('2');
  await expect(cy.page.getByRole('radio', { name: q1.right })).not.toBeChecked();
  await cy.page.keyboard.press('Enter');
  await expect(cy.page.getByText('Answer recorded')).toBeVisible();

  await expect(host.getByText('3 of 3 answered').first()).toBeVisible();
  await expect(host.getByRole('figure')).toHaveCount(0);
  // The host alone may peek; it is off again after the next change.
  await host.getByRole('checkbox', { name: /^Show answers so far/ }).check();
  await expect(host.getByRole('figure', { name: 'Answers so far' })).toContainText('2 answers (67%)');
  await host.getByRole('button', { name: 'Reveal' }).click();
  const chart = host.getByRole('figure');
  await expect(chart.getByRole('listitem').filter({ hasText: q1.right })).toContainText('✓ Right');
  await expect(chart.getByRole('listitem').filter({ hasText: q1.right })).toContainText('2 answers (67%)');
  await expect(chart.getByRole('listitem').filter({ hasText: '1 answer (33%)' })).toHaveCount(1);
  await expect(host.getByRole('heading', { name: 'Why' })).toBeVisible();
  await expect(host.getByRole('link', { name: /^Lesson: / })).toBeVisible();
  await axeBothThemes(host, 'host after the reveal');
  for (const l of [ada, bo]) await expect(l.page.getByText('Right!')).toBeVisible();
  await expect(cy.page.getByText('Not this time.')).toBeVisible();
  await axeBothThemes(cy.page, 'learner after the reveal at 360 px');
  // A reload of the projector keeps control: the key stays on this device.
  await host.reload();
  await expect(host.getByRole('heading', { name: 'The answer' })).toBeVisible();
  await expect(host.getByRole('figure')).toContainText('2 answers (67%)');

  // Question 2 (predict, then run): the room votes, the host's lab runs the step, the wire decides.
  await host.getByRole('button', { name: 'Next question' }).click();
  await host.getByRole('button', { name: 'Open question' }).click();
  for (const [l, pick] of [
    [ada, /^A JSON-RPC error/],
    [bo, /^A JSON-RPC error/],
    [cy, /isError: true/],
  ] as const) {
    await l.page.getByRole('radio', { name: pick }).check();
    await l.page.getByRole('button', { name: 'Send answer' }).click();
    await expect(l.page.getByText('Answer recorded')).toBeVisible();
  }
  await expect(host.getByText('3 of 3 answered').first()).toBeVisible();
  await expect(host.getByRole('button', { name: 'Reveal' })).toBeDisabled();
  await host.getByRole('button', { name: 'Run the lab step' }).click();
  await expect(host.getByRole('button', { name: 'Lab step run' })).toBeVisible({ timeout: 20_000 });
  await axeBothThemes(host, 'host with the lab run');
  await host.getByRole('button', { name: 'Reveal' }).click();
  await expect(host.getByRole('figure').getByRole('listitem').filter({ hasText: 'JSON-RPC error' })).toContainText(
    '✓ Right',
  );
  const wire = host.getByRole('region', { name: 'On the wire' });
  await expect(wire).toContainText('"method": "tools/call"');
  await expect(wire).toContainText('"book_meting"');
  await expect(wire).toContainText('"error"');
  await axeBothThemes(host, 'host after a predict reveal, with the wire');
  for (const l of [ada, bo]) await expect(l.page.getByText('Right!')).toBeVisible();
  await expect(cy.page.getByText('Not this time.')).toBeVisible();

  // Question 3: everyone right, then the end.
  await host.getByRole('button', { name: 'Next question' }).click();
  await host.getByRole('button', { name: 'Open question' }).click();
  for (const l of [ada, bo, cy]) {
    await l.page.getByRole('radio', { name: q2.right }).check();
    await l.page.getByRole('button', { name: 'Send answer' }).click();
    await expect(l.page.getByText('Answer recorded')).toBeVisible();
  }
  await host.getByRole('button', { name: 'Reveal' }).click();
  await expect(host.getByRole('button', { name: 'Next question' })).toBeDisabled();
  await host.getByRole('button', { name: 'End class' }).click();
  await host.getByRole('button', { name: 'Yes, end the class' }).click();
  await expect(host.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(host.getByRole('list', { name: 'Leaderboard' })).toHaveCount(0);
  await host.getByRole('button', { name: 'Show leaderboard' }).click();
  await expect(host.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').first()).toContainText('Ada');
  await axeBothThemes(host, 'host results');

  const download = host.waitForEvent('download');
  await host.getByRole('button', { name: 'Download results (CSV)' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  const rows = csv.slice(1);
  expect(rows).toHaveLength(3 * 3);
  expect(csv[0]).toBe('"nickname","question","question id","answer","correct","points"');
  for (const name of ['Ada', 'Bo', 'Cy'])
    expect(rows.filter((r) => r.startsWith(`"${name}",`)).map((r) => r.split(',')[1])).toEqual(['"1"', '"2"', '"3"']);

  await expect(ada.page.getByText('Your score: 3 of 3')).toBeVisible();
  await expect(cy.page.getByText('Your score: 1 of 3')).toBeVisible();
  await axeBothThemes(cy.page, 'learner at the end at 360 px');
  for (const l of [ada, bo, cy]) await l.check();
});

test('nicknames stay text; a reload mid-question keeps the answer; a lost answer is retried with the same answerId', async ({
  page: host,
  browser,
}) => {
  test.setTimeout(120_000);
  const [q1] = pickQuestions();
  await host.goto(`/live/host?set=${q1.id}&title=Reload`);
  await host.getByRole('button', { name: 'Start the live class' }).click();
  await expect(host.getByRole('heading', { name: 'Reload' })).toBeVisible({ timeout: 30_000 });
  const code = (await host
    .getByRole('region', { name: /^Join at / })
    .getByText(/^[0-9A-Z]{6}$/)
    .textContent())!;

  const learner = await watched(browser, /\/api\/live\/(join|classes\/[^/]+\/answers)$/);
  const p = learner.page;
  await p.goto('/live');
  await p.getByLabel('Join code').fill(code);
  const markup = '<img src=x onerror=1>';
  await p.getByLabel('Nickname').fill(markup);
  await p.getByRole('button', { name: 'Join the class' }).click();
  await expect(p.getByRole('alert').filter({ hasText: /./ })).toContainText('letters, digits, spaces');
  await expect(p.getByLabel('Nickname')).toHaveValue(markup);
  // A right-to-left name is allowed: the host shows it isolated, as text.
  const rtl = 'سارة 2';
  await p.getByLabel('Nickname').fill(rtl);
  await p.getByRole('button', { name: 'Join the class' }).click();
  await expect(p.getByRole('heading', { name: 'You are in' })).toBeVisible();
  const joined = host.getByRole('list', { name: 'Learners who joined' }).getByRole('listitem');
  await expect(joined).toHaveText([rtl]);
  expect(await joined.first().locator('bdi').count()).toBe(1);
  expect(await host.locator('img').count()).toBe(0);

  // The first send is lost on the way, the retry hangs and the learner reloads: every try carries one answerId.
  const sent: string[] = [];
  await p.route('**/api/live/classes/*/answers', async (route) => {
    sent.push((route.request().postDataJSON() as { answerId: string }).answerId);
    if (sent.length === 1) return route.abort('failed');
    if (sent.length === 2) return; // never answered: the reload cuts it
    return route.continue();
  });
  await host.getByRole('button', { name: 'Open question' }).click();
  await p.getByRole('radio', { name: q1.wrong }).check();
  await p.getByRole('button', { name: 'Send answer' }).click();
  await expect(p.getByText(/^Sending again/)).toBeVisible();
  await expect.poll(() => sent.length).toBe(2);
  await expect(host.getByText('0 of 1 answered').first()).toBeVisible();
  await p.reload();
  await expect(p.getByText('Answer recorded')).toBeVisible();
  await expect(p.getByRole('radio', { name: q1.wrong })).toBeChecked();
  expect(sent).toHaveLength(3);
  expect(new Set(sent).size).toBe(1);
  await expect(host.getByText('1 of 1 answered').first()).toBeVisible();

  // A plain reload mid-question: the answer comes back from the server, still locked.
  await p.reload();
  await expect(p.getByText('Answer recorded')).toBeVisible();
  await expect(p.getByRole('radio', { name: q1.wrong })).toBeChecked();
  await expect(p.getByRole('radio', { name: q1.wrong })).toBeDisabled();
  expect(sent).toHaveLength(3);
  await learner.check();
});

test('order and short questions; a learner who loses the connection resumes where the class is', async ({
  page: host,
  browser,
}) => {
  test.setTimeout(120_000);
  const bank = builtContent().questions;
  const order = bank.find((q) => q.type === 'order')!;
  const short = bank.find((q) => q.type === 'short')!;
  const accepted = short.type === 'short' ? short.answers[0] : '';
  await host.goto(`/live/host?set=${order.id},${short.id}&title=Types`);
  await host.getByRole('button', { name: 'Start the live class' }).click();
  await expect(host.getByRole('heading', { name: 'Types' })).toBeVisible({ timeout: 30_000 });
  const code = (await host
    .getByRole('region', { name: /^Join at / })
    .getByText(/^[0-9A-Z]{6}$/)
    .textContent())!;
  const learner = await watched(browser, /\/api\/live\/classes\/[^/]+\/events$/);
  const p = learner.page;
  await join(p, code, 'Ada');

  // Order: the learner sends the start order untouched, which is never the right one.
  await host.getByRole('button', { name: 'Open question' }).click();
  await expect(p.getByRole('button', { name: /Move .* down/ }).first()).toBeVisible();
  await p.getByRole('button', { name: 'Send answer' }).click();
  await expect(p.getByText('Answer recorded')).toBeVisible();
  await host.getByRole('button', { name: 'Reveal' }).click();
  await expect(host.getByRole('heading', { name: 'The right order, and why' })).toBeVisible();
  await expect(host.getByRole('figure').getByRole('listitem')).toHaveCount(1);
  await expect(host.getByRole('figure')).toContainText('1 answer (100%)');
  await expect(p.getByText('Not this time.')).toBeVisible();
  await expect(p.getByText('The right order:')).toBeVisible();

  // The learner's phone sleeps and wakes without a network while the class moves on; once back online it picks
  // up at the question now open. (Headless Chromium never hides a tab, so the page is told it is hidden, the
  // signal a sleeping phone's browser gives; the stream client closes its stream on it.)
  const setHidden = (hidden: boolean) =>
    p.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await p.context().setOffline(true);
  await host.getByRole('button', { name: 'Next question' }).click();
  await host.getByRole('button', { name: 'Open question' }).click();
  await expect(host.getByText('0 of 1 answered').first()).toBeVisible();
  await expect(p.getByRole('textbox', { name: 'Your answer' })).toHaveCount(0);
  await setHidden(false);
  await expect(p.getByText('Reconnecting… your answers are safe.')).toBeVisible({ timeout: 15_000 });
  await p.context().setOffline(false);
  await expect(p.getByText('Reconnecting…')).toHaveCount(0, { timeout: 15_000 });
  await expect(p.getByRole('textbox', { name: 'Your answer' })).toBeVisible();

  // Short: typed with other capitals and spaces, Enter sends; the normalized text is what the host sees.
  await p.getByRole('textbox', { name: 'Your answer' }).fill(`  ${accepted.toUpperCase()} `);
  await p.keyboard.press('Enter');
  await expect(p.getByText('Answer recorded')).toBeVisible();
  await host.getByRole('button', { name: 'Reveal' }).click();
  await expect(host.getByRole('figure').getByRole('listitem').filter({ hasText: accepted })).toContainText('✓ Right');
  await expect(p.getByText('Right!')).toBeVisible();
  await expect(p.getByText(/^Accepted: /)).toBeVisible();
  await axeBothThemes(p, 'learner after a short answer at 360 px');
  await learner.check();
});

test('a host page opened on another device, and a learner page without a key, say so', async ({ page }) => {
  expectFailedLoads(page, /\/api\/live\/join$/);
  await page.goto('/live/host?class=not-this-device');
  await expect(page.getByRole('heading', { name: 'This class was started on another device' })).toBeVisible();
  await page.goto('/live/class?id=not-joined');
  await expect(page.getByRole('heading', { name: 'Join the class first' })).toBeVisible();
  await page.goto('/live?code=ZZZZZZ');
  await page.getByLabel('Nickname').fill('Ada');
  await page.getByRole('button', { name: 'Join the class' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /./ })).toContainText('A join code is 6 letters and digits');
  await page.getByLabel('Join code').fill('334477');
  await page.getByRole('button', { name: 'Join the class' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /./ })).toContainText('No class has the code 334477');
});
