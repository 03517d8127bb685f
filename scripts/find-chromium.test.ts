import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'find-chromium.mjs');

interface Machine {
  /** Whether `npx playwright install chromium` works (downloads allowed). */
  download: boolean;
  uid: number;
  /** Whether `apt-get` works. */
  apt: boolean;
}

/**
 * Runs `find-chromium.mjs --ensure` on a pretend machine: PATH holds only stub `npx`, `id` and `apt-get` that
 * log their calls, and "installing" creates the browser file where the script looks (MCPA_CHROMIUM_CANDIDATES).
 * Nothing is installed here for real.
 */
function ensureOn(machine: Machine) {
  const dir = mkdtempSync(path.join(tmpdir(), 'find-chromium-'));
  const log = path.join(dir, 'calls.log');
  const playwrights = path.join(dir, 'ms-playwright-chrome');
  const debians = path.join(dir, 'usr-bin-chromium');
  const stub = (name: string, body: string) => {
    writeFileSync(path.join(dir, name), `#!/bin/sh\necho "${name} $*" >> '${log}'\n${body}\n`);
    chmodSync(path.join(dir, name), 0o755);
  };
  stub('npx', machine.download ? `: > '${playwrights}'` : 'exit 1');
  stub('id', `echo ${machine.uid}`);
  stub('apt-get', machine.apt ? `[ "$1" = install ] && : > '${debians}'\nexit 0` : 'exit 100');
  const env = { NODE_ENV: 'test' as const, PATH: dir, MCPA_CHROMIUM_CANDIDATES: [playwrights, debians].join(':') };
  const result = spawnSync(process.execPath, [script, '--ensure'], { env, encoding: 'utf8' });
  const calls = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
  return { ...result, calls, playwrights, debians };
}

const lines = (text: string) => text.split('\n').filter((l) => l.trim());

describe('find-chromium --ensure (the first step of npm test)', () => {
  it("gets Playwright's Chromium when downloads work, and goes on", () => {
    const r = ensureOn({ download: true, uid: 0, apt: true });
    expect(r.status).toBe(0);
    expect(r.calls).toEqual(['npx playwright install chromium']);
    expect(existsSync(r.playwrights) && !existsSync(r.debians)).toBe(true);
  });

  it("falls back to Debian's chromium as root when the download fails", () => {
    const r = ensureOn({ download: false, uid: 0, apt: true });
    expect(r.status).toBe(0);
    expect(r.calls).toEqual([
      'npx playwright install chromium',
      'id -u',
      'apt-get update -qq',
      'apt-get install -y -qq chromium',
    ]);
    expect(existsSync(r.debians)).toBe(true);
  });

  it('without root and without downloads, stops with exactly one line of advice', () => {
    const r = ensureOn({ download: false, uid: 1000, apt: true });
    expect(r.status).not.toBe(0);
    expect(r.calls).toEqual(['npx playwright install chromium', 'id -u']);
    expect(lines(r.stderr)).toEqual([expect.stringMatching(/^No Chromium for the end-to-end tests: install one/)]);
    expect(lines(r.stderr)[0]).toMatch(/sudo apt-get install -y chromium.*npx playwright install chromium/);
  });

  it('as root with apt-get failing too, stops with the same one line', () => {
    const r = ensureOn({ download: false, uid: 0, apt: false });
    expect(r.status).not.toBe(0);
    expect(r.calls).toContain('apt-get install -y -qq chromium');
    expect(lines(r.stderr)).toHaveLength(1);
  });

  it('installs nothing when a browser is already there', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'find-chromium-'));
    const browser = path.join(dir, 'chromium');
    writeFileSync(browser, '');
    const r = spawnSync(process.execPath, [script, '--ensure'], {
      env: { NODE_ENV: 'test', PATH: dir, MCPA_CHROMIUM_CANDIDATES: browser },
      encoding: 'utf8',
    });
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
  });
});
