/**
 * A learner process of the live bench (started by learner-pool.ts, never by hand): runs its share of the
 * simulated learners, does what the host's process asks over IPC, and answers with its learners' figures.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { toLearners, type FromLearners, type ToLearners } from './ipc';
import { SimLearner } from './learner';
import { seeded } from '../../lib/seeded';
import { until } from './stats';

type Setup = Extract<ToLearners, { type: 'setup' }>;

let setup: Setup | null = null;
let up: boolean[] = [];
let learners: SimLearner[] = [];
// How long this (niced) process's own work kept a learner's response waiting: the bench's share of a figure.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

const send = (message: FromLearners) => process.send!(message);

/** The first instance that is up, starting from `preferred`: where a learner goes when its own is down. */
function router(bases: string[], preferred: number) {
  return {
    base: () => {
      for (let k = 0; k < bases.length; k++) {
        const candidate = (preferred + k) % bases.length;
        if (up[candidate]) return bases[candidate];
      }
      return bases[preferred];
    },
  };
}

async function join(joinCode: string): Promise<number[]> {
  const batch = setup!.joinBatch;
  const joinMs: number[] = [];
  // A room arrives over a short while, not in one instant: a batch at a time.
  for (let i = 0; i < learners.length; i += batch)
    joinMs.push(...(await Promise.all(learners.slice(i, i + batch).map((l) => l.join(joinCode)))));
  return joinMs;
}

async function handle(message: ToLearners): Promise<FromLearners | null> {
  switch (message.type) {
    case 'setup':
      setup = message;
      loopDelay.enable();
      up = message.up;
      learners = message.learners.map(
        (i) =>
          new SimLearner(`learner ${i + 1}`, router(message.bases, i % message.bases.length), {
            dropRate: message.dropRate,
            thinkMs: message.thinkMs,
            random: seeded(i + 1),
          }),
      );
      return null;
    case 'up':
      up = message.up;
      return null;
    case 'join':
      return { type: 'joined', joinMs: await join(message.joinCode) };
    case 'connect':
      learners.forEach((l) => l.connect());
      return null;
    case 'await': {
      const { key } = message;
      await until(() => learners.every((l) => l.received.has(key)), message.timeoutMs, `${key} at every learner`);
      return { type: 'reached', key, at: learners.map((l) => l.received.get(key)!) };
    }
    case 'finish': {
      learners.forEach((l) => l.close());
      const total = (pick: (l: SimLearner) => number) => learners.reduce((n, l) => n + pick(l), 0);
      return {
        type: 'totals',
        totals: {
          acks: learners.flatMap((l) => l.acks),
          serverAcks: learners.flatMap((l) => l.serverAcks),
          sent: total((l) => l.sent),
          dropped: total((l) => l.dropped),
          duplicates: total((l) => l.duplicates),
          conflicts: total((l) => l.conflicts),
          reconnects: total((l) => l.reconnects),
          loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        },
      };
    }
  }
}

process.on('message', (raw) => {
  const message = toLearners.parse(raw);
  handle(message).then(
    (reply) => {
      if (reply) send(reply);
      if (message.type === 'finish') process.disconnect();
    },
    (err: unknown) => send({ type: 'failed', error: err instanceof Error ? err.message : String(err) }),
  );
});
// The bench went away (it ended or crashed): so does this process.
process.on('disconnect', () => process.exit(0));
