/**
 * `npm start`: builds when there is no production build or the sources changed since the last one, then
 * serves it on http://localhost:$PORT (3000 by default).
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildId = path.join(root, '.next', 'BUILD_ID');
const labEngine = path.join(root, 'public', 'lab-engine', 'engine.js');
const serviceWorker = path.join(root, 'public', 'sw.js');
const sources = [
  'app',
  'components',
  'content',
  'lib',
  'sw',
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

const reason = needsBuild();
if (reason) {
  console.log(`Building first (${reason})…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT || '3000';
console.log(`MCPA Lab on http://localhost:${port}`);
const server = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', port], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
