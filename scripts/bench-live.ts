/**
 * npm run bench:live — live classes under load, in Node (no browser), against the production build (run
 * `npm run build` first). N simulated learners (default 500) join ONE 10-question class, each holding an SSE
 * stream and answering every question after a think time of up to 3 s, while the host paces it; 5% of answer
 * responses are dropped and the answer retried with the same answerId. The learners run in child processes,
 * `nice`d, 250 to a process (scripts/live-sim/learner-pool.ts); the host stays in this one. Two setups:
 *  - one instance on the embedded PGlite, started on an empty data folder and measured at once (no warm-up:
 *    the first row's joins are a fresh database's);
 *  - two instances on one PostgreSQL (DATABASE_URL when set, else a cluster it starts from the installed
 *    binaries, else it says why it skips), learners split between them, the host on the first.
 * Each setup runs N = 100, N and 1,000 so growth shows; then the fault runs on the two-instance setup: one
 * instance killed and restarted mid-question, and PostgreSQL stopped for 5 s mid-question.
 * Targets (scripts/live-sim/targets.ts): join p99 ≤ 500 ms in every row; at 1,000 and 2,000 learners the
 * acknowledgement, open → all and reveal → all p99 of each setup; recorded = sent always. The server's own
 * time per answer (its Server-Timing header) is printed beside the client's.
 * `--learners N` (at most MAX_LEARNERS), `--json FILE`, `--setups pglite,postgres,faults` (only those, and
 * only N learners); `--smoke`: 10 learners, 3 questions, every setup and
 * fault, no latency target judged (a count that is not exact still fails it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readAssetUrls } from '../lib/content/hashed-assets';
import type { Question } from '../lib/quiz/schema';
import { benchArgs, verdict, writeSummary } from './bench-args';
import { MAX_LEARNERS } from '../lib/live/contract';
import { AppInstance, freePort } from './live-sim/instances';
import { findPostgres, type Postgres } from './live-sim/postgres';
import { runClass, type ClassFigures, type Fault } from './live-sim/run-class';
import { ms, sleep } from './live-sim/stats';
import { judge, type SetupKind } from './live-sim/targets';

const args = benchArgs();
const at = process.argv.indexOf('--learners');
const N = at === -1 ? 500 : Number(process.argv[at + 1]);
if (!Number.isInteger(N) || N < 1 || N > MAX_LEARNERS)
  throw new Error(`--learners needs a whole number from 1 to ${MAX_LEARNERS} (one class)`);
// `--setups pglite,postgres,faults`: only those setups, and only the size asked for (an A/B run, or one large row).
const setupsAt = process.argv.indexOf('--setups');
const chosen = setupsAt === -1 ? null : new Set((process.argv[setupsAt + 1] ?? '').split(','));
if (chosen && ![...chosen].every((s) => ['pglite', 'postgres', 'faults'].includes(s)))
  throw new Error('--setups takes a comma-separated list of pglite, postgres, faults');
const wanted = (setup: SetupKind) => !chosen || chosen.has(setup);
const sizes = args.smoke ? [10] : chosen ? [N] : [...new Set([100, N, 1000])].sort((a, b) => a - b);
const QUESTIONS = args.smoke ? 3 : 10;
const THINK_MS = args.smoke ? 300 : 3000;
const DROP_RATE = 0.05;

interface Setup {
  name: string;
  kind: SetupKind;
  instances: AppInstance[];
  postgres?: Postgres;
}

async function questionIds(base: string): Promise<string[]> {
  const bank = (await (await fetch(`${base}${readAssetUrls().quizBank}`)).json()) as Question[];
  const singles = bank.filter((q) => q.type === 'single');
  return singles.slice(0, QUESTIONS).map((q) => q.id);
}

type Row = ClassFigures & { rssMB: number; cpuMs: number; crashes: string[] };

function print(setup: Setup, name: string, f: Row) {
  const judged = judge(setup.kind, f);
  const exact = f.recorded === f.sent && f.recordedInCsv === f.sent;
  const target = (figure: string) => {
    const t = judged.find((j) => j.figure === figure);
    return t ? `target p99 ≤ ${t.maxMs} ms: ${verdict(args, t.met)}` : '';
  };
  for (const crash of f.crashes) console.log(`  CRASHED: ${crash}`);
  console.log(
    `\n${name} — ${f.learners} learners in ${f.classes} class (${f.learnerProcesses} learner processes), ${f.questions} questions${f.faults.length ? `, faults: ${f.faults.join('; ')}` : ''}`,
  );
  console.log(`  create class ${ms(f.createClassMs)}; every learner joined in ${ms(f.joinAllMs)}`);
  console.log(
    `  join                               p50 ${ms(f.joinP50Ms)}   p99 ${ms(f.joinP99Ms)}   ${target('joinP99Ms')}`,
  );
  console.log(
    `  open → at all learners             p50 ${ms(f.openToAllP50Ms)}   p99 ${ms(f.openToAllP99Ms)}   max ${ms(f.openToAllMaxMs)}   ${target('openToAllP99Ms')}`,
  );
  console.log(
    `  answer POST → acknowledgement      p50 ${ms(f.answerAckP50Ms)}   p99 ${ms(f.answerAckP99Ms)}   ${target('answerAckP99Ms')}`,
  );
  console.log(`    of which in the server's handler p50 ${ms(f.serverAckP50Ms)}   p99 ${ms(f.serverAckP99Ms)}`);
  console.log(
    `    the learner processes' own event-loop delay p99 ${ms(f.learnerLoopDelayP99Ms)} (the worst process's)`,
  );
  console.log(
    `  reveal → at all learners           p50 ${ms(f.revealToAllP50Ms)}   p99 ${ms(f.revealToAllP99Ms)}   ${target('revealToAllP99Ms')}`,
  );
  console.log(
    `  answers sent ${f.sent}, recorded ${f.recorded} (CSV ${f.recordedInCsv}): ${exact ? 'exactly once' : 'MISMATCH'}` +
      `   (${f.droppedResponses} responses dropped and retried, ${f.duplicatesAcknowledged} acknowledged as duplicates, ${f.conflicts} refused, ${f.streamErrors} stream errors)`,
  );
  console.log(
    `  server: RSS ${f.rssMB.toFixed(0)} MB (largest instance), CPU ${(f.cpuMs / 1000).toFixed(1)} s (all instances)`,
  );
  return { exact: exact && f.crashes.length === 0, judged };
}

async function measure(setup: Setup, learners: number, faults: Fault[] = []) {
  const cpuBefore = setup.instances.reduce((n, i) => n + i.cpuMs(), 0);
  const questions = await questionIds(setup.instances[0].base);
  const figures = await runClass(setup.instances, {
    learners,
    questions,
    dropRate: DROP_RATE,
    thinkMs: THINK_MS,
    faults,
  });
  const crashes = setup.instances.flatMap((i) => i.crashes.splice(0).map((c) => `${i.name}: ${c}`));
  const rssMB = Math.max(...setup.instances.filter((i) => i.up).map((i) => i.rssMB()));
  const cpuMs = setup.instances.reduce((n, i) => n + i.cpuMs(), 0) - cpuBefore;
  return { ...figures, rssMB, cpuMs, crashes };
}

async function startSetup(name: string, kind: SetupKind, count: number, env: Record<string, string>): Promise<Setup> {
  const instances: AppInstance[] = [];
  for (let i = 0; i < count; i++)
    instances.push(new AppInstance({ name: `${name} #${i + 1}`, port: await freePort(), env }));
  for (const instance of instances) await instance.start();
  return { name, kind, instances };
}

async function main() {
  const summary: { smoke: boolean; setups: object[]; skipped: string[] } = {
    smoke: args.smoke,
    setups: [],
    skipped: [],
  };
  let targetsMet = true;
  let exactlyOnce = true;
  const record = (setup: Setup, f: Row, name = setup.name) => {
    const { exact, judged } = print(setup, name, f);
    targetsMet &&= judged.every((t) => t.met);
    exactlyOnce &&= exact;
    summary.setups.push({ name, ...f, targets: args.smoke ? [] : judged });
  };
  // A row that cannot finish (a wait that times out) fails the bench but not the rows after it.
  const run = async (setup: Setup, learners: number, faults: Fault[] = [], name = setup.name) => {
    try {
      record(setup, await measure(setup, learners, faults), name);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      console.log(`\n${name} — ${learners} learners: FAILED: ${error}`);
      summary.setups.push({ name, learners, classes: 1, failed: error });
      exactlyOnce = false;
    }
  };
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    // 1. One instance on the embedded PGlite.
    if (wanted('pglite')) await runPglite();
    // 2. Two instances on one PostgreSQL, then 3. its faults.
    if (wanted('postgres') || wanted('faults')) await runPostgres();
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
  writeSummary(args, summary);
  // Exactly once is correctness, judged in a smoke run too; the latency targets only in a full run.
  process.exit(exactlyOnce && (targetsMet || args.smoke) ? 0 : 1);

  async function runPglite() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mcpa-bench-live-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const single = await startSetup('1 instance, PGlite', 'pglite', 1, { LIVE_DATA_DIR: dataDir });
    cleanups.push(() => Promise.all(single.instances.map((i) => i.stop())).then(() => undefined));
    for (const n of sizes) await run(single, n);
    await Promise.all(single.instances.map((i) => i.stop()));
  }

  async function runPostgres() {
    const pg = await findPostgres();
    if ('skip' in pg) {
      console.log(`\n2 instances, PostgreSQL — skipped: ${pg.skip}`);
      summary.skipped.push(`2 instances, PostgreSQL: ${pg.skip}`);
    } else {
      cleanups.push(() => pg.dispose());
      const pair = await startSetup('2 instances, PostgreSQL', 'postgres', 2, { DATABASE_URL: pg.url });
      cleanups.push(() => Promise.all(pair.instances.map((i) => i.stop())).then(() => undefined));
      if (wanted('postgres')) for (const n of sizes) await run(pair, n);
      if (!wanted('faults')) return;

      // 3. Faults, mid-question, on the two-instance setup.
      const [, second] = pair.instances;
      const restart: Fault = {
        atQuestion: 0,
        name: 'instance #2 killed (SIGKILL) and started again',
        run: async () => {
          await sleep(THINK_MS / 3);
          await second.stop('SIGKILL');
          await sleep(1000);
          await second.start();
        },
      };
      const faults: Fault[] = [restart];
      if (pg.stop && pg.start) {
        const { stop, start } = pg;
        faults.push({
          // Not the last question: the ones after it show whether fan-out came back by itself.
          atQuestion: 1,
          name: 'PostgreSQL stopped for 5 s',
          run: async () => {
            await sleep(THINK_MS / 3);
            stop();
            await sleep(5000);
            start();
          },
        });
      } else summary.skipped.push('PostgreSQL outage: DATABASE_URL names a server this bench cannot stop');
      const faulty: Setup = { ...pair, kind: 'faults' };
      await run(faulty, Math.min(N, args.smoke ? 10 : 200), faults, `${pair.name}, faults`);
    }
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
