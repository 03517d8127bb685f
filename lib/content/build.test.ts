import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent, untaughtClaims } from './build';
import { ContentError } from './errors';
import { buildSearchIndex, searchDocs } from './search-index';
import { searchOptions } from './search-options';
import type { BuiltContent } from './types';

const root = path.resolve(import.meta.dirname, '../..');
const good = path.join(root, 'tests/fixtures/content-good');
const lessonFile = 'lessons/01-paging/index.mdx';

/** A copy of the good fixture with one file rewritten, so each test breaks exactly one thing. */
function brokenCopy(file: string, edit: (source: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcpa-content-'));
  cpSync(good, dir, { recursive: true });
  const target = path.join(dir, file);
  writeFileSync(target, edit(readFileSync(target, 'utf8')));
  return dir;
}

async function failure(dir: string): Promise<ContentError> {
  const err = await buildContent(dir).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ContentError);
  return err as ContentError;
}

describe('buildContent on a valid fixture', () => {
  let content: BuiltContent;
  beforeAll(async () => {
    content = await buildContent(good);
  });

  it('compiles the lesson and the card with their table of contents and reading time', () => {
    expect(content.lessons.map((l) => [l.order, l.slug])).toEqual([[1, 'paging']]);
    expect(content.lessons[0].headings.map((h) => h.anchor)).toEqual(['the-cursor-is-opaque', 'empty-is-not-the-end']);
    expect(content.lessons[0].readingMinutes).toBe(1);
    expect(content.cards.map((c) => c.slug)).toEqual(['mini']);
    expect(content.lessons[0].code).toContain('McpExample');
  });

  it('records typed JSON examples, valid and deliberately invalid', () => {
    expect(content.lessons[0].examples.map((e) => [e.type, e.invalid])).toEqual([
      ['ListToolsResult', false],
      ['CallToolResult', true],
    ]);
  });

  it('maps every claim to the section that teaches it', () => {
    expect(untaughtClaims(content.coverage)).toEqual([]);
    expect(content.coverage.map((r) => r.taughtIn)).toEqual([
      [{ lesson: 'paging', heading: 'The cursor is opaque' }],
      [{ lesson: 'paging', heading: 'Empty is not the end' }],
    ]);
  });

  it('indexes body text for search', () => {
    const index = MiniSearch.loadJSON(buildSearchIndex(searchDocs(content)), { ...searchOptions });
    const hits = index.search('zanzibarquux');
    expect(hits.map((h) => h.id)).toEqual(['/lessons/paging#empty-is-not-the-end']);
  });
});

describe('buildContent rejects authoring mistakes, naming the file', () => {
  it('fails on the broken-frontmatter fixture with its path and the bad fields', async () => {
    const err = await failure(path.join(root, 'tests/fixtures/content-bad-frontmatter'));
    expect(err.file).toMatch(/content-bad-frontmatter\/lessons\/01-broken\/index\.mdx$/);
    expect(err.detail).toContain('objectives');
    expect(err.detail).toContain('sectoins');
  });

  it('fails on a component outside the map', async () => {
    const dir = brokenCopy(lessonFile, (s) => s.replace('Clients never parse', '<Quiz /> Clients never parse'));
    const err = await failure(dir);
    expect(err.file).toBe(path.join(dir, lessonFile));
    expect(err.detail).toMatch(/unknown component <Quiz>/);
  });

  it('fails on a lab preset that is not a scenario', async () => {
    const err = await failure(brokenCopy(lessonFile, (s) => s.replace('Intro text before any heading.', '<Lab preset="no-such-scenario" />')));
    expect(err.detail).toMatch(/<Lab preset="no-such-scenario"> must be one of page-all/);
  });

  it('fails on a prop value the component does not take', async () => {
    const err = await failure(brokenCopy(lessonFile, (s) => s.replace('kind="warning"', 'kind="danger"')));
    expect(err.detail).toMatch(/kind="danger".*note \| tip \| warning \| practice/);
  });

  it('fails on an MCP example that does not validate, giving its line', async () => {
    const err = await failure(brokenCopy(lessonFile, (s) => s.replace('"cacheScope": "private"', '"cacheScope": "shared"')));
    expect(err.detail).toMatch(/line \d+: not a valid 2026-07-28 ListToolsResult/);
  });

  it('fails when an example marked invalid actually validates', async () => {
    const err = await failure(brokenCopy(lessonFile, (s) => s.replace('{ "content": [] }', '{ "resultType": "complete", "content": [] }')));
    expect(err.detail).toMatch(/marked mcp-invalid=CallToolResult but it validates/);
  });

  it('fails when a section names a claim that is not registered', async () => {
    const err = await failure(brokenCopy(lessonFile, (s) => s.replace('[paging.cursor-opaque]', '[paging.no-such-claim]')));
    expect(err.detail).toContain('unknown claim paging.no-such-claim');
  });

  it('fails when frontmatter lists a heading the body lacks', async () => {
    const err = await failure(brokenCopy(lessonFile, (s) => s.replace('## Empty is not the end', '## Empty is the end')));
    expect(err.detail).toContain('no "## Empty is not the end" heading');
  });

  it('reports a claim that no lesson teaches', async () => {
    const dir = brokenCopy('claims/anatomy.yaml', (s) =>
      s.concat('- id: paging.orphan\n  text: Nobody teaches this claim.\n  spec: { doc: x, section: y }\n  verdict: confirmed\n'),
    );
    const content = await buildContent(dir);
    expect(untaughtClaims(content.coverage).map((c) => c.id)).toEqual(['paging.orphan']);
  });
});

describe('the content build script', () => {
  it('exits non-zero and names the file when frontmatter is broken', () => {
    const run = spawnSync(
      'npx',
      ['tsx', 'scripts/build-content.ts', '--content', 'tests/fixtures/content-bad-frontmatter', '--out', mkdtempSync(path.join(tmpdir(), 'out-'))],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('tests/fixtures/content-bad-frontmatter/lessons/01-broken/index.mdx');
  });

  it('exits non-zero when a claim is taught nowhere, after printing the coverage table', () => {
    const dir = brokenCopy('claims/anatomy.yaml', (s) =>
      s.concat('- id: paging.orphan\n  text: Nobody teaches this claim.\n  spec: { doc: x, section: y }\n  verdict: confirmed\n'),
    );
    const run = spawnSync('npx', ['tsx', 'scripts/build-content.ts', '--content', dir, '--out', path.join(dir, 'out')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/paging\.orphan\s+anatomy\s+confirmed\s+— NOT TAUGHT/);
    expect(run.stderr).toContain('paging.orphan (anatomy.yaml) is taught by no lesson section');
  });
});
