/**
 * One class, start to end, against running instances: the host on the first instance (in this process), the
 * learners spread over all of them (in learner processes). Faults, when asked for, happen in the middle of a
 * question (answers in flight).
 */
import { MAX_LEARNERS } from '../../lib/live/contract';
import { SimHost } from './host';
import type { AppInstance } from './instances';
import { LearnerPool } from './learner-pool';
import { percentile, round, sleep, wallNow } from './stats';

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

export async function runClass(instances: AppInstance[], run: ClassRun) {
  if (run.learners > MAX_LEARNERS) throw new Error(`one class holds at most ${MAX_LEARNERS} learners`);
  // Long enough that a slow server still gets its figures reported (a row that times out reports none).
  const waitMs = 60_000 + run.learners * 60;
  // On the first instance; on another while that one is down (a fault run), as an instructor would reload.
  const host = new SimHost(() => (instances.find((i) => i.up) ?? instances[0]).base);
  let started = performance.now();
  await host.create(`bench ${run.learners}`, run.questions);
  const createMs = performance.now() - started;
  const pool = new LearnerPool({ learners: run.learners, instances, dropRate: run.dropRate, thinkMs: run.thinkMs });
  try {
    started = performance.now();
    const joins = await pool.join(host.joinCode);
    const joinAllMs = performance.now() - started;
    pool.connect();
    await pool.reached('snapshot', waitMs);

    const openMs: number[] = [];
    const openToAll: number[] = [];
    const revealToAll: number[] = [];
    const faultsRun: string[] = [];
    for (let q = 0; q < run.questions.length; q++) {
      // The wall clock: the arrivals it is compared with are taken in the learner processes.
      const opened = wallNow();
      await host.control('open');
      const faults = (run.faults ?? []).filter((f) => f.atQuestion === q);
      for (const fault of faults) {
        await fault.run();
        faultsRun.push(fault.name);
      }
      const arrivals = (await pool.reached(`question:${q}`, waitMs)).map((at) => at - opened);
      openMs.push(...arrivals);
      openToAll.push(Math.max(...arrivals));
      await pool.reached(`acked:${q}`, waitMs);

      const revealed = wallNow();
      await host.control('reveal');
      revealToAll.push(Math.max(...(await pool.reached(`reveal:${q}`, waitMs)).map((at) => at - revealed)));
      if (q + 1 < run.questions.length) await host.control('next');
    }
    const ended = await host.control('end');
    const recorded = await host.recorded(ended.state.host?.results);
    const t = await pool.finish();
    await sleep(100);

    return {
      learners: run.learners,
      classes: 1,
      learnerProcesses: pool.processes,
      questions: run.questions.length,
      createClassMs: round(createMs),
      joinP50Ms: round(percentile(joins, 0.5)),
      joinP99Ms: round(percentile(joins, 0.99)),
      joinAllMs: round(joinAllMs),
      // "Arrived at all N": per question, the time until the last learner had it.
      openToAllP50Ms: round(percentile(openToAll, 0.5)),
      openToAllP99Ms: round(percentile(openToAll, 0.99)),
      openToAllMaxMs: round(Math.max(...openToAll)),
      openDeliveryP50Ms: round(percentile(openMs, 0.5)),
      answerAckP50Ms: round(percentile(t.acks, 0.5)),
      answerAckP99Ms: round(percentile(t.acks, 0.99)),
      serverAckP50Ms: round(percentile(t.serverAcks, 0.5)),
      serverAckP99Ms: round(percentile(t.serverAcks, 0.99)),
      learnerLoopDelayP99Ms: round(t.loopDelayP99Ms),
      revealToAllP50Ms: round(percentile(revealToAll, 0.5)),
      revealToAllP99Ms: round(percentile(revealToAll, 0.99)),
      sent: t.sent,
      recorded: recorded.fromResults,
      recordedInCsv: recorded.csvRows,
      droppedResponses: t.dropped,
      duplicatesAcknowledged: t.duplicates,
      conflicts: t.conflicts,
      streamErrors: t.reconnects,
      faults: faultsRun,
    };
  } finally {
    pool.close();
  }
}

export type ClassFigures = Awaited<ReturnType<typeof runClass>>;
