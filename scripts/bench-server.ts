/** What the browser benchmarks share: the production build served as `npm start` serves it, and Chromium to drive it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** scripts/serve.mjs on `port`, once it answers; run `npm run build` first. */
export async function startServer(port: number): Promise<ChildProcess> {
  const base = `http://localhost:${port}`;
  // Something already answering there would be measured instead of this build (a server a killed bench left
  // behind serves files its deleted build no longer has: every chunk a 500).
  const taken = await fetch(base).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already in use by another server: stop it and run the bench again.`);
  // Its output is read and kept (the last lines, for an error): a pipe nobody reads fills up, and then the
  // server blocks on its next log line in the middle of a bench.
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '-p', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => void (tail = (tail + chunk.toString()).slice(-2000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  // However the bench ends (an error, a closed pipe), its server goes with it.
  process.once('exit', () => server.kill());
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(base)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`The server did not come up; run \`npm run build\` first. Its output:\n${tail}`);
}

/** Headless Chromium, found the way the end-to-end tests find it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
}
