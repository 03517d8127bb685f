/**
 * App servers of a test's or the bench's own: the production build served by scripts/serve.mjs (what `npm start`
 * runs), each on its own port, started with the database settings they are given, killed (SIGKILL, the crash
 * case) and started again on the same data. The one server kit of the live bench and the e2e specs. CPU time
 * and memory are read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
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

export interface InstanceOptions {
  port: number;
  name?: string;
  /** Added to this process's environment (DATABASE_URL, LIVE_DATA_DIR…). */
  env?: Record<string, string>;
  /** The folder the server runs in: another build's (the offline update spec stages one), or this one. */
  cwd?: string;
  /** The host name in `base`: the e2e specs use localhost (a service worker's origin), the bench 127.0.0.1. */
  host?: string;
  /** A fresh temp folder as LIVE_DATA_DIR, deleted by dispose(); `env` may still override it. */
  ownDataDir?: boolean;
}

export class AppInstance {
  private proc: ChildProcess | null = null;
  private output: string[] = [];
  readonly name: string;
  readonly port: number;
  readonly base: string;
  readonly dataDir: string;
  /** CPU time of earlier processes of this instance (a restart starts a new one). */
  private cpuBefore = 0;
  /** Exits nobody asked for (a crash, say when the database went away), with the last lines it logged. */
  readonly crashes: string[] = [];

  constructor(private readonly options: InstanceOptions) {
    this.port = options.port;
    this.name = options.name ?? `server :${options.port}`;
    this.base = `http://${options.host ?? '127.0.0.1'}:${options.port}`;
    this.dataDir = options.ownDataDir ? mkdtempSync(path.join(tmpdir(), 'mcpa-live-app-')) : '';
  }

  get up() {
    return this.proc !== null;
  }

  /** What the running (or last) process wrote on stdout and stderr. */
  get log() {
    return this.output.join('');
  }

  async start() {
    this.output = [];
    const own = this.dataDir ? { LIVE_DATA_DIR: this.dataDir } : {};
    // Its own process group, so a kill reaches every process the server forks, and only those.
    const proc = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '-p', String(this.port)], {
      cwd: this.options.cwd ?? root,
      env: { ...process.env, ...own, ...this.options.env, NODE_ENV: 'production' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => void this.output.push(chunk.toString());
    proc.stdout.on('data', keep);
    proc.stderr.on('data', keep);
    this.proc = proc;
    proc.once('exit', (code, signal) => {
      if (this.proc !== proc) return; // stopped on purpose
      this.crashes.push(`exit ${code ?? signal}: ${this.log.slice(-500)}`);
      this.proc = null;
    });
    // Ready when a static page answers (the live database is still opening in the background meanwhile).
    for (let i = 0; i < 600; i++) {
      if (proc.exitCode !== null || proc.signalCode !== null) break;
      try {
        if ((await fetch(`${this.base}/`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    this.proc = null;
    this.signal(proc, 'SIGKILL');
    throw new Error(`${this.name} did not start (run \`npm run build\` first):\n${this.log.slice(-2000)}`);
  }

  /** SIGKILL is the crash case: nothing gets to flush or say goodbye. */
  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const proc = this.proc;
    if (!proc) return;
    this.cpuBefore += this.cpuMsOf(proc.pid);
    this.proc = null;
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    this.signal(proc, signal);
    await Promise.race([exited, sleep(5000)]);
    if (proc.exitCode === null && proc.signalCode === null) {
      this.signal(proc, 'SIGKILL');
      await exited;
    }
  }

  /** SIGKILL: no shutdown hooks, no flushing — as a crash or a pulled plug. */
  kill() {
    return this.stop('SIGKILL');
  }

  /** SIGSTOP: the server accepts no connection and answers nothing, as one too busy to; `thaw()` ends it. */
  freeze() {
    if (this.proc) this.signal(this.proc, 'SIGSTOP');
  }

  thaw() {
    if (this.proc) this.signal(this.proc, 'SIGCONT');
  }

  /** Stops the server for good and deletes its own data folder. */
  async dispose() {
    await this.kill();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
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

  private signal(proc: ChildProcess, signal: NodeJS.Signals) {
    try {
      process.kill(-proc.pid!, signal);
    } catch {
      // the group is gone already
    }
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
