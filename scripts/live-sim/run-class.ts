/**
 * One class, start to end, against running instances: the host on the first instance, the learners spread
 * over all of them. Faults, when asked for, happen in the middle of a question (answers in flight).
 */
import { MAX_LEARNERS, type ControlAction } from '../../lib/live/contract';
import type { AppInstance } from './instances';
import { SimHost } from './host';
import { SimLearner } from './learner';
import { percentile, round, sleep, until } from './stats';

export interface Fault {
  /** The question (0-based) during which it happens, just after "Open question". */
  atQuestion: number;
  name: string;
  run: () => Promise<void>;
}

export interface ClassRun {
  learners: number;
  questions: string[];
  dropRate: number;
  thinkMs: number;
  faults?: Fault[];
}

/** Small and deterministic (mulberry32): the same seed gives the same picks and drops every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The first instance that is up, starting from `preferred`: where a learner goes when its own is down. */
function router(instances: AppInstance[], preferred: number) {
  return {
    base: () => {
      for (let k = 0; k < instances.length; k++) {
        const candidate = instances[(preferred + k) % instances.length];
        if (candidate.up) return candidate.base;
      }
      return instances[preferred].base;
    },
  };
}

export async function runClass(instances: AppInstance[], run: ClassRun) {
  const waitMs = 60_000 + run.learners * 20;
  // A class holds at most MAX_LEARNERS: more learners than that are several classes run side by side, their
  // hosts clicking together (a training company's morning, not one oversized room).
  const hosts = Array.from(
    { length: Math.ceil(run.learners / MAX_LEARNERS) },
    () => new SimHost(router(instances, 0).base),
  );
  for (const [k, host] of hosts.entries()) await host.create(`bench ${run.learners} #${k + 1}`, run.questions);
  const all = (action: ControlAction) => Promise.all(hosts.map((h) => h.control(action)));
  const learners = Array.from(
    { length: run.learners },
    (_, i) =>
      new SimLearner(`learner ${i + 1}`, router(instances, i % instances.length), {
        dropRate: run.dropRate,
        thinkMs: run.thinkMs,
        random: seeded(i + 1),
      }),
  );

  // A room arrives over a short while, not in one instant: 25 joins at a time.
  const joins: number[] = [];
  for (let i = 0; i < learners.length; i += 25)
    joins.push(
      ...(await Promise.all(learners.slice(i, i + 25).map((l, j) => l.join(hosts[(i + j) % hosts.length].joinCode)))),
    );
  learners.forEach((l) => l.connect());
  await until(() => learners.every((l) => l.received.has('snapshot')), waitMs, 'every stream to open');

  const openMs: number[] = [];
  const openToAll: number[] = [];
  const revealToAll: number[] = [];
  const faultsRun: string[] = [];
  for (let q = 0; q < run.questions.length; q++) {
    const opened = performance.now();
    await all('open');
    const faults = (run.faults ?? []).filter((f) => f.atQuestion === q);
    for (const fault of faults) {
      await fault.run();
      faultsRun.push(fault.name);
    }
    await until(() => learners.every((l) => l.received.has(`question:${q}`)), waitMs, `question ${q + 1} at all`);
    const arrivals = learners.map((l) => l.received.get(`question:${q}`)! - opened);
    openMs.push(...arrivals);
    openToAll.push(Math.max(...arrivals));
    await until(() => learners.every((l) => l.acked.has(q)), waitMs, `every answer to question ${q + 1}`);

    const revealed = performance.now();
    await all('reveal');
    await until(() => learners.every((l) => l.received.has(`reveal:${q}`)), waitMs, `reveal ${q + 1} at all`);
    revealToAll.push(Math.max(...learners.map((l) => l.received.get(`reveal:${q}`)! - revealed)));
    if (q + 1 < run.questions.length) await all('next');
  }
  const ended = await all('end');
  const counts = await Promise.all(hosts.map((h, k) => h.recorded(ended[k].state.host?.results)));
  const recorded = {
    fromResults: counts.reduce((n, c) => n + c.fromResults, 0),
    csvRows: counts.reduce((n, c) => n + c.csvRows, 0),
  };
  learners.forEach((l) => l.close());
  await sleep(100);

  const acks = learners.flatMap((l) => l.acks);
  const total = (pick: (l: SimLearner) => number) => learners.reduce((n, l) => n + pick(l), 0);
  return {
    learners: run.learners,
    classes: hosts.length,
    questions: run.questions.length,
    joinP50Ms: round(percentile(joins, 0.5)),
    joinP99Ms: round(percentile(joins, 0.99)),
    // "Arrived at all N": per question, the time until the last learner had it.
    openToAllP50Ms: round(percentile(openToAll, 0.5)),
    openToAllP99Ms: round(percentile(openToAll, 0.99)),
    openToAllMaxMs: round(Math.max(...openToAll)),
    openDeliveryP50Ms: round(percentile(openMs, 0.5)),
    answerAckP50Ms: round(percentile(acks, 0.5)),
    answerAckP99Ms: round(percentile(acks, 0.99)),
    revealToAllP99Ms: round(percentile(revealToAll, 0.99)),
    sent: total((l) => l.sent),
    recorded: recorded.fromResults,
    recordedInCsv: recorded.csvRows,
    droppedResponses: total((l) => l.dropped),
    duplicatesAcknowledged: total((l) => l.duplicates),
    conflicts: total((l) => l.conflicts),
    streamErrors: total((l) => l.reconnects),
    faults: faultsRun,
  };
}

export type ClassFigures = Awaited<ReturnType<typeof runClass>>;
