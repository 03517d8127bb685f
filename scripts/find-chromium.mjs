/**
 * Finds a Chromium for Playwright: PLAYWRIGHT_CHROMIUM_PATH, else Playwright's own browser, else Debian's
 * /usr/bin/chromium. `node scripts/find-chromium.mjs --check` exits 1 with one line of advice when none exists;
 * `--ensure` (the first step of `npm test`) gets one first: `npx playwright install chromium`, and if that fails,
 * as root (as CI runs), Debian's `apt-get install -y chromium`; only then the one line of advice.
 *
 * MCPA_CHROMIUM_CANDIDATES, when set, is where a browser is looked for instead of Playwright's and Debian's
 * usual paths (paths joined by ':'; empty: nowhere, as on a machine with none). The script's tests use it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Launch flags for headless Chromium here: no sandbox as root, and no background calls to a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @returns {string | undefined | null} an executable path, undefined to let Playwright use its own, null: none */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`PLAYWRIGHT_CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const candidates = process.env.MCPA_CHROMIUM_CANDIDATES;
  if (candidates !== undefined)
    return (
      candidates
        .split(path.delimiter)
        .filter(Boolean)
        .find((p) => existsSync(p)) ?? null
    );
  let bundled;
  try {
    // Loaded only here: Playwright takes seconds to load, and the other paths need none of it.
    const { chromium } = createRequire(import.meta.url)('@playwright/test');
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined;
  return systemPaths.find((p) => existsSync(p)) ?? null;
}

const advice =
  'No Chromium for the end-to-end tests: install one (Debian: sudo apt-get install -y chromium; elsewhere: npx playwright install chromium) or set PLAYWRIGHT_CHROMIUM_PATH.';

/** Runs a command with its output shown; true when it succeeded (a missing command is a failure). */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env, timeout: 15 * 60_000 });
  return result.status === 0;
}

function isRoot() {
  const result = spawnSync('id', ['-u'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === '0';
}

/** Found now: a path (or Playwright's own), or null. A wrong PLAYWRIGHT_CHROMIUM_PATH ends the script. */
function found() {
  try {
    return findChromium();
  } catch (err) {
    console.error(`No Chromium for the end-to-end tests: ${err instanceof Error ? err.message : String(err)}.`);
    process.exit(1);
  }
}

/** Gets a Chromium when none is found: Playwright's download first, then Debian's package as root. */
function ensure() {
  if (found() !== null) return;
  console.log('No Chromium for the end-to-end tests: getting one with npx playwright install chromium');
  if (run('npx', ['playwright', 'install', 'chromium']) && found() !== null) return;
  if (isRoot()) {
    console.log("Trying Debian's chromium: apt-get install -y chromium");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // The package lists may be empty on a fresh machine; an update that fails leaves the install to say so.
    run('apt-get', ['update', '-qq'], env);
    if (run('apt-get', ['install', '-y', '-qq', 'chromium'], env) && found() !== null) return;
  }
  console.error(advice);
  process.exit(1);
}

if (process.argv.includes('--ensure')) ensure();
else if (process.argv.includes('--check') && found() === null) {
  console.error(advice);
  process.exit(1);
}
