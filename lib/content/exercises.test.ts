import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineCases } from '../exercises/define-cases';
import type { ExerciseCases } from '../exercises/types';
import { buildContent } from './build';
import { ContentError } from './errors';
import { checkExerciseRefs, loadExerciseSources } from './exercises';

const good = path.resolve(import.meta.dirname, '../../tests/fixtures/content-good');
const folder = '01-first-page';

const code = (body: string) =>
  `import type { Client } from '@modelcontextprotocol/client';\n\nexport async function firstPage(client: Client) {\n  ${body}\n}\n`;

/** A valid exercise folder, as files; a test overrides one file to break exactly one thing. */
const files: Record<string, string> = {
  'exercise.yaml': [
    'id: first-page',
    'kind: client',
    'title: Fetch the first page',
    'lesson: 01-paging',
    'section: The cursor is opaque',
    'entry: firstPage',
    'claims: [paging.cursor-opaque]',
    'specRefs: [{ doc: server/utilities/pagination, section: Error Handling }]',
    'hints: ["Send the first request without a cursor."]',
    'wrong:',
    '  - { file: wrong/a.ts, expect: "sent a cursor", mistake: "Sends an empty cursor first." }',
    '  - { file: wrong/b.ts, expect: "no request", mistake: "Never asks the server at all." }',
  ].join('\n'),
  'prompt.mdx': 'Fetch the **first** page.\n\n<SpecRef doc="server/utilities/pagination" section="Error Handling" />\n',
  'starter.ts': code('return [];'),
  'solution.ts': code("return client.request({ method: 'tools/list', params: {} });"),
  'wrong/a.ts': code("return client.request({ method: 'tools/list', params: { cursor: '' } });"),
  'wrong/b.ts': code('return [];'),
  'cases.ts': '// the test passes its cases in directly\n',
};

const cases: Record<string, ExerciseCases> = {
  'first-page': defineCases<'first'>({
    kind: 'client',
    entry: 'firstPage',
    lesson: '01-paging',
    rules: { first: { section: 'The cursor is opaque', text: 'no cursor first' } },
    cases: ['a', 'b', 'c'].map((name) => ({ name, run: async () => null, check: () => undefined })),
  }),
};

/** A copy of the good content fixture plus one exercise, with `override` applied to its files. */
function fixture(override: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcpa-exercise-'));
  cpSync(good, dir, { recursive: true });
  for (const [name, text] of Object.entries({ ...files, ...override })) {
    const file = path.join(dir, 'exercises', folder, name);
    mkdirSync(path.dirname(file), { recursive: true });
    if (text !== null) writeFileSync(file, text);
  }
  return dir;
}

function loadError(dir: string): ContentError {
  try {
    loadExerciseSources(dir);
  } catch (err) {
    expect(err).toBeInstanceOf(ContentError);
    return err as ContentError;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  throw new Error('expected a ContentError');
}

const refs = {
  claimIds: new Set(['paging.cursor-opaque']),
  lessonHeadings: new Map([['01-paging', new Set(['The cursor is opaque'])]]),
};

describe('exercise folders: validation', () => {
  it('reads a valid folder', () => {
    const dir = fixture();
    const [e] = loadExerciseSources(dir);
    expect(e).toMatchObject({ id: 'first-page', order: 1, entry: 'firstPage' });
    expect(e.wrongCode.map((w) => w.code)).toEqual([files['wrong/a.ts'], files['wrong/b.ts']]);
    expect(checkExerciseRefs(e, refs, cases)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the yaml file and the field when the schema is not met', () => {
    const err = loadError(fixture({ 'exercise.yaml': files['exercise.yaml'].replace('kind: client', 'kind: browser') }));
    expect(err.file).toMatch(/exercises\/01-first-page\/exercise\.yaml$/);
    expect(err.detail).toMatch(/kind: Invalid option/);
  });

  it('wants at least two wrong solutions', () => {
    const yaml = files['exercise.yaml'].replace(/\n {2}- \{ file: wrong\/b\.ts.*$/, '');
    expect(loadError(fixture({ 'exercise.yaml': yaml })).detail).toMatch(/wrong: at least two wrong solutions/);
  });

  it('refuses an id that is not the folder slug', () => {
    const yaml = files['exercise.yaml'].replace('id: first-page', 'id: first-pages');
    expect(loadError(fixture({ 'exercise.yaml': yaml })).detail).toMatch(/differs from the folder's slug "first-page"/);
  });

  it('names a missing file, and code that does not export the entry', () => {
    expect(loadError(fixture({ 'solution.ts': null })).file).toMatch(/01-first-page\/solution\.ts$/);
    const err = loadError(fixture({ 'wrong/b.ts': 'export const firstPage = 1;\n' }));
    expect(err.file).toMatch(/wrong\/b\.ts$/);
    expect(err.detail).toMatch(/must export function firstPage/);
  });

  it('reports unknown claims, a missing section and cases that do not match', () => {
    const dir = fixture({
      'exercise.yaml': files['exercise.yaml']
        .replace('[paging.cursor-opaque]', '[paging.no-such-claim]')
        .replace('section: The cursor is opaque', 'section: Cursors'),
    });
    const [e] = loadExerciseSources(dir);
    rmSync(dir, { recursive: true, force: true });
    expect(checkExerciseRefs(e, refs, cases)).toEqual([
      'claims: unknown claim paging.no-such-claim',
      'section: no "## Cursors" heading in 01-paging',
    ]);
    expect(checkExerciseRefs(e, refs, {})).toContain('content/exercises/all-cases.ts does not list "first-page"');
    const other = { 'first-page': { ...cases['first-page'], entry: 'other', cases: cases['first-page'].cases.slice(0, 2) } };
    expect(checkExerciseRefs(e, refs, other)).toEqual(
      expect.arrayContaining([
        'cases.ts says entry other, exercise.yaml says firstPage',
        'cases.ts: 2 cases; an exercise needs at least 3',
      ]),
    );
  });
});

describe('exercise folders in the content build', () => {
  it('compiles the prompt and writes the exercise with its section link and case names', async () => {
    const dir = fixture();
    const content = await buildContent(dir, { exerciseCases: cases });
    rmSync(dir, { recursive: true, force: true });
    expect(content.exercises).toHaveLength(1);
    const [e] = content.exercises;
    expect(e).toMatchObject({
      id: 'first-page',
      sectionHref: '/lessons/paging#the-cursor-is-opaque',
      caseNames: ['a', 'b', 'c'],
      solution: files['solution.ts'],
      wrong: [
        { file: 'wrong/a.ts', expect: 'sent a cursor' },
        { file: 'wrong/b.ts', expect: 'no request' },
      ],
    });
    expect(e.prompt).toContain('SpecRef');
  });

  it('fails on a prompt with an unknown component, naming prompt.mdx', async () => {
    const dir = fixture({ 'prompt.mdx': 'Try <Sandbox />.\n' });
    const err = await buildContent(dir, { exerciseCases: cases }).catch((e: unknown) => e);
    rmSync(dir, { recursive: true, force: true });
    expect(err).toBeInstanceOf(ContentError);
    expect((err as ContentError).file).toMatch(/01-first-page\/prompt\.mdx$/);
  });

  it('fails when all-cases lists an exercise with no folder', async () => {
    const dir = fixture();
    const extra = { ...cases, 'ghost-exercise': cases['first-page'] };
    const err = await buildContent(dir, { exerciseCases: extra }).catch((e: unknown) => e);
    rmSync(dir, { recursive: true, force: true });
    expect((err as ContentError).detail).toMatch(/lists exercises with no folder: ghost-exercise/);
  });
});

describe('the real exercises', () => {
  it('every folder is listed in all-cases.ts under its id', async () => {
    const { exerciseCases } = await import('../../content/exercises/all-cases');
    const root = path.resolve(import.meta.dirname, '../../content');
    const ids = loadExerciseSources(root).map((e) => e.id);
    expect(Object.keys(exerciseCases).sort()).toEqual([...ids].sort());
    expect(readFileSync(path.join(root, 'exercises', 'all-cases.ts'), 'utf8')).toContain('export const exerciseCases');
  });
});
