import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('npm run lab-engine', () => {
  it('writes an ES module engine whose chunks all exist, with the schemas split off and their prose stripped', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'lab-engine-'));
    const run = spawnSync('npx', ['tsx', 'scripts/build-lab-engine.ts', '--out', out], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Lab engine: \d+ files, [\d.]+ KB gzip in all/);

    const files = readdirSync(out).filter((f) => f.endsWith('.js'));
    const engine = readFileSync(path.join(out, 'engine.js'), 'utf8');
    // Every chunk any file imports is there.
    for (const file of files) {
      const body = readFileSync(path.join(out, file), 'utf8');
      for (const [, chunk] of body.matchAll(/(?:from|import)\s*\(?["'`]\.\/([^"'`]+)["'`]/g))
        if (chunk) expect(files, `${file} imports ${chunk}`).toContain(chunk);
    }
    // zod is jitless from its own core module on, before the SDK builds a schema (no eval probe under the CSP).
    const zodCore = files.filter((f) => readFileSync(path.join(out, f), 'utf8').includes('__zod_globalConfig'));
    expect(zodCore).toHaveLength(1);
    expect(/__zod_globalConfig[\s\S]*jitless:!0/.test(readFileSync(path.join(out, zodCore[0]), 'utf8'))).toBe(true);
    // Everything /lab runs first is one file: engine.js imports no chunk statically (on HTTP/1.1 each extra file
    // took a connection from the page's CSS and React), and preload.json lists it alone.
    const preload = JSON.parse(readFileSync(path.join(out, 'preload.json'), 'utf8')) as string[];
    expect(preload).toEqual(['/lab-engine/engine.js']);
    expect(/(?:from|import)\s*"\.\//.test(engine)).toBe(false);
    // The on-demand chunks take what they share with the engine from engine.js itself: one copy, one instance.
    expect(
      files.filter((f) => f !== 'engine.js' && readFileSync(path.join(out, f), 'utf8').includes('"./engine.js"'))
        .length,
    ).toBeGreaterThan(0);
    // The SDK's Streamable HTTP code (client transport and server handler) loads only with the HTTP view: it is
    // in a chunk the engine imports on demand, and in none of the files /lab preloads.
    const httpCode = (file: string) => {
      const body = readFileSync(path.join(out, file), 'utf8');
      return body.includes('Unsupported Media Type') && body.includes('last-event-id');
    };
    expect(files.filter(httpCode)).toHaveLength(1);
    for (const url of preload) expect(httpCode(url.replace('/lab-engine/', '')), url).toBe(false);
    // @cfworker/json-schema once: the lab's own, which the SDK's validator provider uses too (its client and
    // server packages each inline a copy of it, scripts/lab-engine/sdk-entries.ts).
    const copies = files.reduce(
      (n, f) => n + (readFileSync(path.join(out, f), 'utf8').match(/Unresolved \$ref/g)?.length ?? 0),
      0,
    );
    expect(copies).toBe(1);
    // The controller is exported; the schemas are not in the engine itself but in chunks loaded on demand.
    // (Booleans, not toContain: a failure should not print half a megabyte of minified code.)
    expect(/export\s*\{[^}]*\bLabController\b/.test(engine)).toBe(true);
    expect(engine.includes('ListToolsRequest:{')).toBe(false);
    const schemaChunks = files.filter((f) => readFileSync(path.join(out, f), 'utf8').includes('ListToolsRequest:{'));
    expect(schemaChunks).toHaveLength(2);
    const official = JSON.parse(readFileSync(path.join(root, 'lib/spec/2026-07-28/schema.json'), 'utf8')) as {
      $defs: { Tool: { description: string } };
    };
    for (const chunk of schemaChunks)
      expect(readFileSync(path.join(out, chunk), 'utf8').includes(official.$defs.Tool.description.slice(0, 40))).toBe(
        false,
      );
  }, 60_000);
});
