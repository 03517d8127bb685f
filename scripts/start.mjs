/**
 * `npm start`: builds when there is no production build or the sources changed since the last one, then
 * serves it on http://localhost:$PORT (3000 by default), on every interface, and prints the address other
 * devices on the network use (what the live class's join link carries).
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.NEXT_DIST_DIR || '.next');
const buildId = path.join(dist, 'BUILD_ID');
const cspHashes = path.join(dist, 'csp-hashes.json');
const labEngine = path.join(root, 'public', 'lab-engine', 'engine.js');
const serviceWorker = path.join(root, 'public', 'sw.js');
const sources = [
  'app',
  'components',
  'content',
  'lib',
  'pages',
  'sw',
  'proxy.ts',
  'next.config.mjs',
  'serwist.config.js',
  'package-lock.json',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

function needsBuild() {
  if (!existsSync(buildId)) return 'no production build yet';
  if (!existsSync(labEngine)) return 'the lab engine is not built';
  if (!existsSync(serviceWorker)) return 'the service worker is not built';
  const built = statSync(buildId).mtimeMs;
  const changed = sources.find((s) => newestMtime(path.join(root, s)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** The pages' CSP hashes belong to one build (`npm run build` writes them after `next build`). */
function hashesMissing() {
  if (!existsSync(cspHashes)) return true;
  return JSON.parse(readFileSync(cspHashes, 'utf8')).buildId !== readFileSync(buildId, 'utf8').trim();
}

function run(args) {
  const done = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

const reason = needsBuild();
if (reason) {
  console.log(`Building first (${reason})…`);
  run(['run', 'build']);
} else if (hashesMissing()) {
  console.log('Hashing the pages’ inline scripts for their CSP (the last build did not)…');
  run(['exec', '--', 'tsx', 'scripts/csp-hashes.ts']);
}

const port = process.env.PORT || '3000';
console.log(`MCPA Lab on http://localhost:${port}`);
// scripts/serve.mjs: what `next start` serves, with a lecture hall's listen backlog and answers past Next's router
// (see its header), on every interface, so phones on the same network reach it.
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '-p', port], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
void printNetworkAddresses(port);

/**
 * Asks the server it just started where learners reach it (app/api/live/addresses, the same answer the host
 * page gets), so what is printed here and what the join link carries cannot differ.
 */
async function printNetworkAddresses(port) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      const response = await fetch(`http://localhost:${port}/api/live/addresses`);
      const body = await response.json();
      if (!response.ok) return console.log(`Live classes: ${body.error}`);
      if (body.configured) return console.log(`Learners join at: ${body.configured} (LIVE_PUBLIC_URL)`);
      if (!body.network.length)
        return console.log('On no network: learners can reach a live class only from this machine.');
      for (const address of body.network) {
        const host = address.includes(':') ? `[${address}]` : address;
        console.log(`On your network: http://${host}:${port}`);
      }
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
