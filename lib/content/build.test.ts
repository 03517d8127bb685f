import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportBank } from '../quiz/bank';
import { buildContent, underQuestionedClaims, untaughtClaims } from './build';
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

  it('extracts the questions with their lesson and section, out of search and reading time', () => {
    expect(content.questions.map((q) => [q.id, q.type, q.lesson, q.section.anchor, q.source])).toEqual([
      ['paging.fixture-opaque', 'truefalse', 'paging', 'the-cursor-is-opaque', 'lessons/01-paging/index.mdx:24'],
      ['paging.fixture-pick-two', 'multi', 'paging', 'the-cursor-is-opaque', 'lessons/01-paging/index.mdx:37'],
      ['paging.fixture-short', 'short', 'paging', 'empty-is-not-the-end', 'lessons/01-paging/index.mdx:61'],
    ]);
    expect(content.coverage.map((r) => r.questions)).toEqual([
      ['paging.fixture-opaque', 'paging.fixture-pick-two'],
      ['paging.fixture-pick-two', 'paging.fixture-short'],
    ]);
    expect(underQuestionedClaims(content.coverage)).toEqual([]);
    // The fence becomes the question component; its text is not searchable lesson text.
    // Every place a fence stood names a question of the bank, whatever YAML style the author used (the last
    // fixture question is written as one flow mapping).
    // (In the compiled code a slot is the only element whose sole prop is an id: `(x,{id:"…"})`.)
    const slots = [...content.lessons[0].code.matchAll(/\{id:"([^"]*)"\}\)/g)].map((m) => m[1]);
    expect(slots).toEqual(content.questions.map((q) => q.id));
    expect(JSON.stringify(content.lessons[0].searchSections)).not.toContain('decode a cursor');
  });

  it('exports the bank in the documented shape', () => {
    const [tf, multi, short] = exportBank(content.questions);
    expect(tf).toMatchObject({ id: 'paging.fixture-opaque', type: 'truefalse', topic: 'paging', lesson: 'paging', claims: ['paging.cursor-opaque'] });
    expect(tf.specRefs).toEqual([{ doc: 'server/utilities/pagination', section: 'Pagination Model' }]);
    expect(tf.options?.map((o) => [o.id, o.correct])).toEqual([['true', false], ['false', true]]);
    expect(Object.keys(tf.options![0]).sort()).toEqual(['correct', 'explanation', 'id', 'text']);
    expect(multi).toMatchObject({ select: 2 });
    expect(short).toMatchObject({ answers: ['nextCursor'] });
    expect(short.options).toBeUndefined();
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

describe('buildContent rejects a malformed question, naming the file and the line', () => {
  const edit = (from: string, to: string) => brokenCopy(lessonFile, (s) => s.replace(from, to));

  it('a missing field, with the zod path', async () => {
    const err = await failure(edit('difficulty: 2\n', ''));
    expect(err.file).toMatch(/lessons\/01-paging\/index\.mdx$/);
    expect(err.detail).toMatch(/line 37: quiz paging\.fixture-pick-two:\n\s+difficulty:/);
  });

  it('select that does not match the correct options', async () => {
    const err = await failure(edit('select: 2', 'select: 3'));
    expect(err.detail).toContain('select is 3 but 2 options are correct');
  });

  it('YAML that does not parse', async () => {
    const err = await failure(edit('prompt: Pick two things', 'prompt: Pick: two: things'));
    expect(err.detail).toMatch(/line 37: quiz: not valid YAML/);
  });

  it('an unknown topic, a claim the lesson does not teach, a repeated id', async () => {
    expect((await failure(edit('topic: paging\ndifficulty: 2', 'topic: pagination\ndifficulty: 2'))).detail).toContain('unknown topic "pagination"');
    const dir = brokenCopy('claims/anatomy.yaml', (s) => s.concat('- id: paging.elsewhere\n  text: A claim no lesson of ours teaches.\n  spec: { doc: x, section: y }\n  verdict: confirmed\n'));
    writeFileSync(path.join(dir, lessonFile), readFileSync(path.join(dir, lessonFile), 'utf8').replace('claims: [paging.cursor-opaque]\nspec', 'claims: [paging.elsewhere]\nspec'));
    expect((await failure(dir)).detail).toContain('claim paging.elsewhere is not taught in this lesson');
    expect((await failure(edit('id: paging.fixture-short', 'id: paging.fixture-opaque'))).detail).toMatch(/question id "paging\.fixture-opaque" is used at .*:24 and at .*:61/);
  });

  it('a hotspot option that points at nothing in its payload', async () => {
    const hotspot = [
      '```quiz',
      'id: paging.fixture-hotspot',
      'type: hotspot',
      'topic: paging',
      'difficulty: 2',
      'claims: [paging.cursor-opaque]',
      'spec: [{ doc: d, section: s }]',
      'prompt: Which field breaks the rule?',
      `payload: '{"result": {"nextCursor": 5}}'`,
      'options:',
      '  - { id: /result/nextCursor, text: nextCursor, correct: true, explanation: A cursor is a string. }',
      '  - { id: /result/tools, text: tools, explanation: Not in this payload at all. }',
      '  - { id: /result, text: result, explanation: The result object itself is fine. }',
      '```',
      '',
      '## Empty is not the end',
    ].join('\n');
    const err = await failure(edit('## Empty is not the end', hotspot));
    expect(err.detail).toContain('option /result/tools points at nothing in the payload');
  });
});

describe('the content build script', () => {
  it('exits non-zero when a claim has fewer than two questions, after printing the table', () => {
    const dir = brokenCopy(lessonFile, (s) => s.replace(/```quiz\n\{ id: paging\.fixture-short[\s\S]*?```/, ''));
    const run = spawnSync('npx', ['tsx', 'scripts/build-content.ts', '--content', dir, '--out', path.join(dir, 'out')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/paging\.empty-string-continues\s+\S+\s+confirmed\s+1\s+01/);
    expect(run.stderr).toContain('paging.empty-string-continues (anatomy.yaml) is tested by fewer than 2 questions');
  });

  it('npm run quiz:export writes the bank as a JSON array', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'bank-')), 'bank.json');
    const run = spawnSync('npx', ['tsx', 'scripts/quiz-export.ts', '--content', good, '--out', out], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const bank = JSON.parse(readFileSync(out, 'utf8')) as { id: string; claims: string[]; specRefs: unknown[]; prompt: string }[];
    expect(bank.map((q) => q.id)).toEqual(['paging.fixture-opaque', 'paging.fixture-pick-two', 'paging.fixture-short']);
    expect(bank.every((q) => q.claims.length > 0 && q.specRefs.length > 0 && q.prompt.length > 0)).toBe(true);
  });

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
    expect(run.stdout).toMatch(/paging\.orphan\s+anatomy\s+confirmed\s+0\s+— NOT TAUGHT/);
    expect(run.stderr).toContain('paging.orphan (anatomy.yaml) is taught by no lesson section');
  });
});
