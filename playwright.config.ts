import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = findChromium() ?? undefined;
// Live classes keep their database here: a fresh folder per run (set once; workers inherit it).
process.env.LIVE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mcpa-live-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    // No service worker unless a spec opts in (offline.spec.ts): precaching the whole app in every test's
    // fresh context would slow the suite for nothing.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: chromiumArgs,
        },
      },
    },
  ],
  // npm test builds first; this serves that production build, so the CSP header is the real one.
  webServer: {
    command: `node scripts/serve.mjs -p ${port}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { LIVE_DATA_DIR: process.env.LIVE_DATA_DIR },
  },
});
