/**
 * npm run bench:quiz — the quiz in headless Chromium, from the production build (run `npm run build` first).
 * For the real bank and for 1,000 synthetic questions (the real ones repeated under new ids, served in place of
 * the content-hashed bank URL), it prints:
 *  - exam start: navigation → the setup screen ready, and "Start the exam" click → question 1 on screen;
 *  - answer → feedback: Enter on a chosen option → the verdict on screen (the frame after the DOM changed),
 *    over 30 questions of a shared set, and N → the next question; one frame is 16.7 ms.
 * Saved progress is part of the cost (every answer is written to localStorage, merged with what is there), so
 * the 1,000-question runs start with three saved answers to every question. A last run repeats the 1,000 with the
 * CPU slowed 4× (a mid-range phone; CDP Emulation.setCPUThrottlingRate), judged as issue 15 asks: the verdict
 * shown within a frame for 9 answers in 10 (p90 ≤ 16.7 ms) and the first answer after the page loaded within a
 * frame too. Exits 1 when a target is missed (an unthrottled run's work p90, or either phone target).
 * With the CPU slowed, a second page then answers 12 more questions, pausing a second after each, under a
 * Chromium trace: the longest main-thread task that began in that second (the answer's save runs then, and the
 * next keypress would wait for it) and all the tasks' time in it (not judged).
 * It also counts what /quiz/progress downloads (scripts and stylesheets, lazy chunks included) with the charts'
 * fixture saved (1,000 answers over 60 days), against issue 23's budget: at most 60 KB gzip more than the page
 * loaded before the charts came (main at 1c6e5c5: 193,929 bytes gzip, measured the same way).
 * `--smoke`: the real bank and 100 synthetic questions, one exam start and 3 answers each, nothing judged (npm
 * test runs it); `--json FILE` writes the figures as a summary.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { readAssetUrls } from '../lib/content/hashed-assets';
import { PROGRESS_KEY, PROGRESS_VERSION, type PersistedProgress } from '../lib/progress/persisted';
import { setSearch } from '../lib/quiz/quiz-set';
import type { Question } from '../lib/quiz/schema';
import { benchArgs, verdict, writeSummary } from './bench-args';
import { launchChromium, startServer } from './bench-server';
import { pageBytes } from './page-bytes';
import { tasksAfterMarks, type AfterMark } from './trace-tasks';

const port = Number(process.env.BENCH_PORT ?? 3311);
const base = `http://localhost:${port}`;
const FRAME_MS = 1000 / 60;
const args = benchArgs();
const RUNS = args.smoke ? 1 : 5;
const ANSWERS = args.smoke ? 3 : 30;
const SYNTHETIC = args.smoke ? 100 : 1000;
/** Answers traced for the tasks after them, and how long after each. */
const AFTER = args.smoke ? 3 : 12;
const AFTER_MS = 1000;
/** /quiz/progress before the charts (gzip bytes, see above) and the most the issue lets it grow by. */
const PROGRESS_PAGE_BEFORE = 193_929;
const PROGRESS_PAGE_BUDGET = 60 * 1024;

interface Scenario {
  name: string;
  bank: Question[];
  /** Saved answers per question before the run starts. */
  savedPerQuestion: number;
  /** Served in place of the app's bank (the real bank is not: it comes from the build). */
  served: boolean;
  /** Chromium's CPU slowdown factor; 1 is this machine as it is. */
  cpuSlowdown: number;
  judged: boolean;
}

/** One figure against its target, as printed and as written to the JSON summary. */
interface Target {
  name: string;
  valueMs: number;
  targetMs: number;
  met: boolean;
}

/** The real questions again and again under new ids, until there are `n`: same types, topics and sizes. */
function synthetic(real: Question[], n: number): Question[] {
  return Array.from({ length: n }, (_, i) => {
    const q = real[i % real.length];
    return { ...q, id: `synth.q-${String(i).padStart(4, '0')}`, prompt: `${q.prompt} (variant ${i})` };
  });
}

/** Saved progress as the app writes it: `perQuestion` answers to every question, spread over the last 60 days. */
function savedProgress(bank: Question[], perQuestion: number): string {
  const attempts: PersistedProgress['attempts'] = {};
  const now = Date.now();
  bank.forEach((q, i) => {
    attempts[q.id] = Array.from({ length: perQuestion }, (_, k) => ({
      id: `bench-${i}-${k}`,
      at: now - (60 - k * 20) * 86_400_000 + i * 1000,
      correct: (i + k) % 3 !== 0,
      mode: 'practice' as const,
    }));
  });
  const state: PersistedProgress = { lessons: {}, attempts, exam: null, examHistory: [], exercises: {} };
  return JSON.stringify({ state, version: PROGRESS_VERSION });
}

/** A context whose pages get `bank` as the question bank and start with `progress` saved. */
async function prepare(context: BrowserContext, scenario: Scenario) {
  await context.addInitScript({ content: inPage });
  const body = JSON.stringify(scenario.bank);
  if (scenario.served)
    await context.route(`**${readAssetUrls().quizBank}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
  if (scenario.savedPerQuestion > 0) {
    const saved = savedProgress(scenario.bank, scenario.savedPerQuestion);
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      [PROGRESS_KEY, saved] as const,
    );
  }
}

async function slowDown(page: Page, rate: number) {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Installed in every page as plain text (tsx would wrap named functions in a helper the page lacks). It notes
 * when the last Enter, N or click came in (the event's own timestamp), and `watch(target)` then resolves `result`
 * once the page shows the target — a text, or a question's verdict — with the time from the input to the
 * changed DOM and to the next frame. (No frame-counting loop: it would make the idle page render 60 times a
 * second and add its own jitter.)
 */
const inPage = `(() => {
  const b = (window.__bench = { inputAt: 0, result: null });
  const mark = (e) => { b.inputAt = e.timeStamp; };
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === 'n') mark(e);
    // For a trace: the answer's own task, after which its save follows.
    if (e.key === 'Enter') performance.mark('bench-answer');
  }, true);
  document.addEventListener('click', mark, true);
  // When the exam's setup screen first shows its start button (performance.now() counts from navigation).
  new MutationObserver((_, observer) => {
    const button = [...document.querySelectorAll('button')].find((el) => el.textContent === 'Start the exam');
    if (!button) return;
    b.examReady = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
  b.watch = (target) => {
    b.result = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const shown = target === 'verdict'
          ? /Correct\\.|Not quite\\./.test(document.querySelector('.quiz-q [role=status]')?.textContent ?? '')
          : (document.body.textContent ?? '').includes(target.text);
        if (!shown) return;
        observer.disconnect();
        const dom = performance.now() - b.inputAt;
        requestAnimationFrame(() => resolve({ dom, frame: performance.now() - b.inputAt }));
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  };
})();`;

type Until = { text: string } | 'verdict';
interface Timing {
  /** Input event → the DOM shows the change: the app's own work. */
  dom: number;
  /** Input event → the next frame after that (includes waiting for the frame). */
  frame: number;
}

const watch = (page: Page, target: Until) =>
  page.evaluate(
    (target) => (window as unknown as { __bench: { watch: (t: Until) => void } }).__bench.watch(target),
    target,
  );
const result = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: { result: Promise<Timing> } }).__bench.result);

const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
const round = (n: number) => Math.round(n * 10) / 10;
function percentile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
/** Median, 90th percentile and maximum. */
const figures = (xs: number[]) =>
  `median ${ms(percentile(xs, 0.5))}   p90 ${ms(percentile(xs, 0.9))}   max ${ms(Math.max(...xs))}`;

async function examStart(context: BrowserContext, scenario: Scenario) {
  const ready: number[] = [];
  const start: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    await slowDown(page, scenario.cpuSlowdown);
    await page.goto(`${base}/quiz/exam`);
    const button = page.getByRole('button', { name: 'Start the exam' });
    await button.waitFor();
    ready.push(await page.evaluate(() => (window as unknown as { __bench: { examReady: number } }).__bench.examReady));
    await watch(page, { text: 'Question 1 of' });
    await button.click();
    start.push((await result(page)).frame);
    // Leave no exam running for the next run.
    await page.evaluate((key) => localStorage.removeItem(key), PROGRESS_KEY);
    await page.close();
  }
  return { ready, start };
}

/** The last `n` choice questions of the bank: a shared set answered by keyboard. */
const choicePicks = (bank: Question[], n: number) =>
  bank.filter((q) => q.type === 'single' || q.type === 'truefalse' || q.type === 'multi').slice(-n);

/** A page at the practice set of `picks`, settled as a learner would find it. */
async function openSet(context: BrowserContext, scenario: Scenario, picks: Question[]) {
  const page = await context.newPage();
  await slowDown(page, scenario.cpuSlowdown);
  await page.goto(`${base}/quiz/practice${setSearch({ ids: picks.map((q) => q.id), title: 'bench' })}`);
  await page.getByText(`Question 1 of ${picks.length}`).waitFor();
  // A learner reads the question first. Answering within milliseconds of the page appearing would time the
  // page's own start-up (hydration, prefetches) as if it were the answer's.
  await page.waitForLoadState('networkidle');
  // The service worker's first install (once per browser: about 3 MB precached, begun once the page has
  // settled) is left to finish too: answers are timed as on every later visit.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForTimeout(1000);
  return page;
}

/** Number keys pick the first option (or the first `select` of a multi question); Enter is then pressed. */
async function pick(page: Page, q: Question) {
  await page
    .getByRole('form', { name: 'Answer' })
    .getByRole(q.type === 'multi' ? 'checkbox' : 'radio')
    .first()
    .focus();
  for (let k = 1; k <= (q.type === 'multi' ? q.select : 1); k++) await page.keyboard.press(String(k));
}

const upcoming = (i: number, total: number) => (i + 1 < total ? `Question ${i + 2} of` : 'Done:');

/** Answers a shared set of choice questions by keyboard: number keys pick, Enter checks (timed), N goes on (timed). */
async function answerToFeedback(context: BrowserContext, scenario: Scenario) {
  const picks = choicePicks(scenario.bank, ANSWERS);
  const page = await openSet(context, scenario, picks);
  const feedback: Timing[] = [];
  const next: Timing[] = [];
  for (const [i, q] of picks.entries()) {
    await pick(page, q);
    await watch(page, 'verdict');
    await page.keyboard.press('Enter');
    feedback.push(await result(page));
    await watch(page, { text: upcoming(i, picks.length) });
    await page.keyboard.press('n');
    next.push(await result(page));
  }
  const saved = await page.evaluate(
    (key) =>
      Object.keys(
        (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: PersistedProgress }).state?.attempts ?? {},
      ).length,
    PROGRESS_KEY,
  );
  await page.close();
  return { feedback, next, saved };
}

/** Answers `AFTER` other questions under a trace, waiting `AFTER_MS` after each: the tasks that follow an answer. */
async function afterAnswers(browser: Browser, context: BrowserContext, scenario: Scenario): Promise<AfterMark[]> {
  const picks = choicePicks(scenario.bank, ANSWERS + AFTER).slice(0, AFTER);
  const page = await openSet(context, scenario, picks);
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  for (const [i, q] of picks.entries()) {
    await pick(page, q);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(AFTER_MS + 100);
    await page.keyboard.press('n');
    await page.getByText(upcoming(i, picks.length)).first().waitFor();
  }
  const trace = await browser.stopTracing();
  await page.close();
  return tasksAfterMarks(JSON.parse(trace.toString('utf8')), 'bench-answer', AFTER_MS);
}

/** What /quiz/progress downloads with the charts' fixture saved, against its budget. */
async function progressPage(browser: Browser) {
  const fixture = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'lib', 'progress', 'fixtures', 'progress-1000.json'), 'utf8'),
  ) as { saved: unknown };
  const bytes = await pageBytes(browser, `${base}/quiz/progress`, '.pc-plot canvas', {
    key: PROGRESS_KEY,
    value: JSON.stringify(fixture.saved),
  });
  const added = bytes.gzip - PROGRESS_PAGE_BEFORE;
  const met = added <= PROGRESS_PAGE_BUDGET;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `/quiz/progress with 1,000 saved answers: ${bytes.files} scripts and stylesheets, ${kb(bytes.raw)} raw, ` +
      `${kb(bytes.gzip)} gzip (${kb(added)} more than before the charts)`,
  );
  console.log(`  target: ≤ ${kb(PROGRESS_PAGE_BUDGET)} gzip more: ${verdict(args, met)}\n`);
  return { met, gzipBytes: bytes.gzip, addedGzipBytes: added };
}

async function main() {
  const server = await startServer(port);
  const browser = await launchChromium();
  let ok = true;
  try {
    // The bank the build wrote, read from disk: a fetch right after the server came up was sometimes reset on
    // a busy machine, failing the bench before it measured anything.
    const bankFile = path.join(process.cwd(), 'public', readAssetUrls().quizBank);
    const real = JSON.parse(readFileSync(bankFile, 'utf8')) as Question[];
    const big = synthetic(real, SYNTHETIC);
    const many = SYNTHETIC.toLocaleString('en');
    const scenarios: Scenario[] = [
      {
        name: `real bank (${real.length}), nothing saved`,
        bank: real,
        served: false,
        savedPerQuestion: 0,
        cpuSlowdown: 1,
        judged: true,
      },
      {
        name: `real bank (${real.length}), 3 saved answers each`,
        bank: real,
        served: false,
        savedPerQuestion: 3,
        cpuSlowdown: 1,
        judged: true,
      },
      {
        name: `${many} synthetic, 3 saved answers each`,
        bank: big,
        served: true,
        savedPerQuestion: 3,
        cpuSlowdown: 1,
        judged: true,
      },
      {
        name: `${many} synthetic, 3 saved each, CPU 4× slower`,
        bank: big,
        served: true,
        savedPerQuestion: 3,
        cpuSlowdown: 4,
        judged: true,
      },
    ];
    console.log(`Exam start: median and max of ${RUNS} (30 questions drawn by the blueprint's weights).`);
    console.log(
      `Answer → feedback: ${ANSWERS} answers by keyboard. "work" is the input event → the DOM showing the verdict; ` +
        `"shown" adds the wait for the next frame.\nTargets (one frame, ${FRAME_MS.toFixed(1)} ms): as the machine is, ` +
        `the work p90; with the CPU 4× slower (a mid-range phone), the shown p90 and the first answer after the page ` +
        `loaded (it runs code for the first time).\n`,
    );
    const summary: { smoke: boolean; scenarios: object[] } = { smoke: args.smoke, scenarios: [] };
    for (const scenario of scenarios) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await prepare(context, scenario);
      const exam = await examStart(context, scenario);
      const answers = await answerToFeedback(context, scenario);
      const phone = scenario.cpuSlowdown > 1;
      const after = phone ? await afterAnswers(browser, context, scenario) : [];
      await context.close();
      const work = answers.feedback.map((t) => t.dom);
      const shown = answers.feedback.map((t) => t.frame);
      // Unthrottled, the app's work fits a frame; on the slowed CPU, what the learner sees does (issue 15).
      const targets: Target[] = (
        phone
          ? [
              { name: 'verdict shown, p90', valueMs: percentile(shown, 0.9) },
              { name: 'first answer after load, work', valueMs: work[0] },
            ]
          : [{ name: 'verdict work, p90', valueMs: percentile(work, 0.9) }]
      ).map((t) => ({ ...t, valueMs: round(t.valueMs), targetMs: round(FRAME_MS), met: t.valueMs <= FRAME_MS }));
      console.log(scenario.name);
      console.log(`  navigation → exam setup ready     ${figures(exam.ready)}`);
      console.log(`  "Start the exam" → question 1     ${figures(exam.start)}`);
      console.log(`  Enter → verdict, work             ${figures(work)}`);
      console.log(`    the first answer after the page loaded: ${ms(work[0])} work, ${ms(shown[0])} shown`);
      console.log(`  Enter → verdict, shown            ${figures(shown)}`);
      console.log(`  N → next question, work           ${figures(answers.next.map((t) => t.dom))}`);
      if (after.length) {
        console.log(`  ${after.length} more answers, traced, the second after each (not judged):`);
        console.log(`    longest task (the save)         ${figures(after.map((a) => a.longestMs))}`);
        console.log(`    all tasks' time                 ${figures(after.map((a) => a.busyMs))}`);
      }
      for (const t of targets)
        console.log(
          `  target: ${t.name} ≤ ${FRAME_MS.toFixed(1)} ms: ${ms(t.valueMs)}   ${
            scenario.judged ? verdict(args, t.met) : '(not judged)'
          }`,
        );
      console.log(`  (${answers.saved} questions with saved answers at the end)\n`);
      if (scenario.judged) ok &&= targets.every((t) => t.met);
      summary.scenarios.push({
        name: scenario.name,
        cpuSlowdown: scenario.cpuSlowdown,
        examReadyMedianMs: round(percentile(exam.ready, 0.5)),
        examStartMedianMs: round(percentile(exam.start, 0.5)),
        answerWorkP90Ms: round(percentile(work, 0.9)),
        answerShownP90Ms: round(percentile(shown, 0.9)),
        firstAnswerWorkMs: round(work[0]),
        firstAnswerShownMs: round(shown[0]),
        ...(after.length && {
          afterAnswerLongestTaskMedianMs: round(
            percentile(
              after.map((a) => a.longestMs),
              0.5,
            ),
          ),
          afterAnswerLongestTaskMaxMs: round(Math.max(...after.map((a) => a.longestMs))),
          afterAnswerBusyMedianMs: round(
            percentile(
              after.map((a) => a.busyMs),
              0.5,
            ),
          ),
        }),
        targets: scenario.judged && !args.smoke ? targets : [],
      });
    }
    const progress = await progressPage(browser);
    ok &&= progress.met;
    writeSummary(args, { ...summary, progressPage: progress });
  } finally {
    await browser.close();
    server.kill();
  }
  process.exit(ok || args.smoke ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
