/**
 * Finds a Chromium for Playwright: PLAYWRIGHT_CHROMIUM_PATH, else Playwright's own browser, else Debian's
 * /usr/bin/chromium. `node scripts/find-chromium.mjs --check` exits 1 with one line of advice when none exists.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

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

/** @returns {string | undefined} an executable path, or undefined to let Playwright use its own browser */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`PLAYWRIGHT_CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  let bundled;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined;
  return systemPaths.find((p) => existsSync(p)) ?? null;
}

if (process.argv.includes('--check')) {
  let found;
  try {
    found = findChromium();
  } catch (err) {
    console.error(`No Chromium for the end-to-end tests: ${err.message}.`);
    process.exit(1);
  }
  if (found === null) {
    console.error(
      'No Chromium for the end-to-end tests: install one (Debian: sudo apt-get install -y chromium; elsewhere: npx playwright install chromium) or set PLAYWRIGHT_CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}
