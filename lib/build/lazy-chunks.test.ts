import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyChunkUrls, preloadLinks } from './lazy-chunks';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A build folder whose static/chunks/ holds `files` (name → code), in the shape Turbopack writes them. */
function build(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'lazy-chunks-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dist, 'static', 'chunks', name), code);
  return dist;
}

const loader = (list: string[], id: number) =>
  `64737,e=>{e.v(t=>Promise.all([${list.map((f) => `"static/chunks/${f}"`).join(',')}].map(t=>e.l(t))).then(()=>t(${id})))}`;

describe('lazyChunkUrls', () => {
  it("names every file of the loader's list that holds the marked chunk, in its order", () => {
    const dist = build({
      'page.js': `push([0,${loader(['small.js', 'panels.js', 'panels.css'], 1)},${loader(['other.js'], 2)}])`,
      'panels.js': 'push([1,e=>{window.mcpaLab=e}])',
      'small.js': 'push([3,e=>{}])',
      'other.js': 'push([2,e=>{}])',
      'panels.css': '.x{}',
    });
    expect(lazyChunkUrls(dist, '.mcpaLab=')).toEqual([
      '/_next/static/chunks/small.js',
      '/_next/static/chunks/panels.js',
      '/_next/static/chunks/panels.css',
    ]);
  });

  it('says so when no chunk or two chunks hold the marker', () => {
    expect(() => lazyChunkUrls(build({ 'a.js': 'x' }), '.mcpaLab=')).toThrow(/found 0/);
    expect(() => lazyChunkUrls(build({ 'a.js': '.mcpaLab=1', 'b.js': '.mcpaLab=2' }), '.mcpaLab=')).toThrow(/found 2/);
  });

  it('says so when no loader names the chunk, or two loaders name it with different files', () => {
    expect(() => lazyChunkUrls(build({ 'panels.js': '.mcpaLab=1' }), '.mcpaLab=')).toThrow(/found 0/);
    const dist = build({
      'page.js': `${loader(['panels.js'], 1)},${loader(['panels.js', 'extra.js'], 1)}`,
      'panels.js': '.mcpaLab=1',
    });
    expect(() => lazyChunkUrls(dist, '.mcpaLab=')).toThrow(/found 2/);
  });
});

describe('preloadLinks', () => {
  it('preloads scripts as scripts and style sheets as styles, at low priority', () => {
    expect(preloadLinks(['/_next/static/chunks/a.js', '/_next/static/chunks/b.css'])).toBe(
      '</_next/static/chunks/a.js>; rel=preload; as=script; fetchpriority=low, ' +
        '</_next/static/chunks/b.css>; rel=preload; as=style; fetchpriority=low',
    );
    expect(preloadLinks([])).toBe('');
  });
});
