/**
 * App instances for the live bench: `next start` processes of the production build, each on its own port,
 * started with the database settings of the setup. Their CPU time and memory are read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sleep } from './stats';

const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export class AppInstance {
  private proc: ChildProcess | null = null;
  private log: string[] = [];
  readonly base: string;
  /** CPU time of earlier processes of this instance (a restart starts a new one). */
  private cpuBefore = 0;
  /** Exits nobody asked for (a crash, say when the database went away), with the last lines it logged. */
  readonly crashes: string[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  get up() {
    return this.proc !== null;
  }

  async start() {
    this.log = [];
    const proc = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(this.port)], {
      cwd: root,
      env: { ...process.env, ...this.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => void this.log.push(chunk.toString());
    proc.stdout.on('data', keep);
    proc.stderr.on('data', keep);
    this.proc = proc;
    proc.once('exit', (code, signal) => {
      if (this.proc !== proc) return; // stopped on purpose
      this.crashes.push(`exit ${code ?? signal}: ${this.log.join('').slice(-500)}`);
      this.proc = null;
    });
    for (let i = 0; i < 300; i++) {
      if (proc.exitCode !== null) break;
      try {
        if ((await fetch(`${this.base}/`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    this.proc = null;
    proc.kill('SIGKILL');
    throw new Error(`${this.name} did not start (run \`npm run build\` first):\n${this.log.join('').slice(-2000)}`);
  }

  /** SIGKILL is the crash case: nothing gets to flush or say goodbye. */
  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const proc = this.proc;
    if (!proc) return;
    this.cpuBefore += this.cpuMsOf(proc.pid);
    this.proc = null;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill(signal);
    await Promise.race([exited, sleep(5000)]);
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  }

  /** User + system CPU time of this instance so far, over restarts. */
  cpuMs(): number {
    return this.cpuBefore + (this.proc ? this.cpuMsOf(this.proc.pid) : 0);
  }

  rssMB(): number {
    if (!this.proc?.pid) return NaN;
    const status = readFileSync(`/proc/${this.proc.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return kb / 1024;
  }

  private cpuMsOf(pid: number | undefined): number {
    if (!pid) return 0;
    try {
      // Fields 14 and 15 of /proc/PID/stat: utime and stime in clock ticks (100 a second on Linux).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return 0;
    }
  }
}
