/**
 * The bench's learners, in processes of their own (learner-process.ts), `nice`d, a few hundred to each: so
 * what the bench measures is the servers' time, not the queue of one client process parsing a thousand
 * streams beside the host. The host stays in the bench's own process and talks to the pool over IPC.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fromLearners, type FromLearners, type Totals, type ToLearners } from './ipc';

const root = path.resolve(import.meta.dirname, '../..');
const entry = path.join(import.meta.dirname, 'learner-process.ts');
/** Learners per process. */
export const PER_PROCESS = 250;
/** Joins in flight at once, over all processes: a room arrives over a short while. */
const JOIN_BATCH = 25;

export interface PoolOptions {
  learners: number;
  /** Instances' base URLs and whether each is up now (read again every 20 ms, for the faults). */
  instances: { base: string; readonly up: boolean }[];
  dropRate: number;
  thinkMs: number;
}

interface Child {
  proc: ChildProcess;
  /** Replies come in the order the requests went out: one request at a time per process. */
  pending: { resolve: (m: FromLearners) => void; reject: (e: Error) => void }[];
  broken: Error | null;
}

function startChild(): Child {
  // Below the servers' priority, so the learners' own work does not take the cores from them.
  const nice = process.platform === 'linux' && existsSync('/usr/bin/nice');
  const node = [process.execPath, '--import', 'tsx', entry];
  const [cmd, ...args] = nice ? ['/usr/bin/nice', '-n', '10', ...node] : node;
  const proc = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const child: Child = { proc, pending: [], broken: null };
  const fail = (err: Error) => {
    child.broken ??= err;
    for (const p of child.pending.splice(0)) p.reject(err);
  };
  proc.on('message', (raw) => {
    const message = fromLearners.parse(raw);
    const waiting = child.pending.shift();
    if (message.type === 'failed') {
      const err = new Error(`learner process: ${message.error}`);
      if (waiting) waiting.reject(err);
      else child.broken ??= err;
    } else waiting?.resolve(message);
  });
  proc.once('exit', (code, signal) => fail(new Error(`learner process exited (${code ?? signal})`)));
  return child;
}

export class LearnerPool {
  private readonly children: Child[];
  private readonly watch: NodeJS.Timeout;

  constructor(private readonly options: PoolOptions) {
    const count = Math.max(1, Math.ceil(options.learners / PER_PROCESS));
    const size = Math.ceil(options.learners / count);
    this.children = Array.from({ length: count }, () => startChild());
    let up = options.instances.map((i) => i.up);
    this.children.forEach((child, k) => {
      const learners = Array.from({ length: options.learners }, (_, i) => i).slice(k * size, (k + 1) * size);
      this.tell(child, {
        type: 'setup',
        learners,
        bases: options.instances.map((i) => i.base),
        up,
        dropRate: options.dropRate,
        thinkMs: options.thinkMs,
        joinBatch: Math.max(1, Math.round(JOIN_BATCH / count)),
      });
    });
    // A killed or restarted instance: every learner process hears of it within 20 ms.
    this.watch = setInterval(() => {
      const now = options.instances.map((i) => i.up);
      if (now.every((u, k) => u === up[k])) return;
      up = now;
      for (const child of this.children) this.tell(child, { type: 'up', up });
    }, 20);
  }

  get processes() {
    return this.children.length;
  }

  /** Every learner joins; each one's join time in ms. */
  async join(joinCode: string): Promise<number[]> {
    const replies = await this.askAll({ type: 'join', joinCode }, 'joined');
    return replies.flatMap((r) => r.joinMs);
  }

  connect() {
    for (const child of this.children) this.tell(child, { type: 'connect' });
  }

  /** Waits until every learner has `key`; when each had it, on the wall clock. */
  async reached(key: string, timeoutMs: number): Promise<number[]> {
    const replies = await this.askAll({ type: 'await', key, timeoutMs }, 'reached');
    return replies.flatMap((r) => r.at);
  }

  /** Closes every stream and sums the learners' figures; the processes then exit. */
  async finish(): Promise<Totals> {
    const all = (await this.askAll({ type: 'finish' }, 'totals')).map((r) => r.totals);
    clearInterval(this.watch);
    const sum = (pick: (t: Totals) => number) => all.reduce((n, t) => n + pick(t), 0);
    return {
      acks: all.flatMap((t) => t.acks),
      serverAcks: all.flatMap((t) => t.serverAcks),
      sent: sum((t) => t.sent),
      dropped: sum((t) => t.dropped),
      duplicates: sum((t) => t.duplicates),
      conflicts: sum((t) => t.conflicts),
      reconnects: sum((t) => t.reconnects),
      // The worst process's: every process's learners are in the client figures' tails.
      loopDelayP99Ms: Math.max(...all.map((t) => t.loopDelayP99Ms)),
    };
  }

  /** Ends every learner process that is still running (after a failure; finish() lets them end). */
  close() {
    clearInterval(this.watch);
    for (const { proc } of this.children) if (proc.exitCode === null && proc.signalCode === null) proc.kill();
  }

  private tell(child: Child, message: ToLearners) {
    if (child.proc.connected) child.proc.send(message);
  }

  private askAll<T extends FromLearners['type']>(message: ToLearners, reply: T) {
    return Promise.all(
      this.children.map(
        (child) =>
          new Promise<Extract<FromLearners, { type: T }>>((resolve, reject) => {
            if (child.broken) return reject(child.broken);
            child.pending.push({
              resolve: (m) =>
                m.type === reply
                  ? resolve(m as Extract<FromLearners, { type: T }>)
                  : reject(new Error(`learner process answered ${m.type}, not ${reply}`)),
              reject,
            });
            this.tell(child, message);
          }),
      ),
    );
  }
}
