/**
 * A PostgreSQL for the two-instance setup: DATABASE_URL when set (then it cannot be stopped for the outage
 * run), else a throwaway cluster in a temp folder started from the installed binaries, else a reason to skip.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './instances';

export interface Postgres {
  url: string;
  /** Stopping and starting it again is only possible for a cluster this bench owns. */
  stop?: () => void;
  start?: () => void;
  dispose: () => void;
}

function binDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(a) - Number(b));
  const dir = versions.length ? path.join(base, versions.at(-1)!, 'bin') : null;
  return dir && existsSync(path.join(dir, 'pg_ctl')) ? dir : null;
}

export async function findPostgres(): Promise<Postgres | { skip: string }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, dispose: () => undefined };
  const bin = binDir();
  if (!bin) return { skip: 'no DATABASE_URL and no PostgreSQL binaries (sudo apt-get install -y postgresql)' };
  const dir = mkdtempSync(path.join(tmpdir(), 'mcpa-bench-pg-'));
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the package's postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const r = spawnSync(cmd, all, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr || r.stdout}`);
  };
  const data = path.join(dir, 'data');
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  try {
    run('initdb', ['-D', data, '-U', 'mcpa', '--auth=trust', '-E', 'UTF8']);
    start();
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'mcpa', 'mcpa_bench']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return { skip: `could not start a PostgreSQL of its own: ${(err as Error).message.split('\n')[0]}` };
  }
  return {
    url: `postgres://mcpa@127.0.0.1:${port}/mcpa_bench`,
    stop,
    start,
    dispose: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
