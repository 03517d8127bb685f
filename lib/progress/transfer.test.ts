import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROGRESS_VERSION, type PersistedProgress } from './store';
import { checkStored, exportProgress, parseProgressFile } from './transfer';

const fixture = (v: number) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', `v${v}.json`), 'utf8')) as {
    version: number;
    state: unknown;
  };
const file = (state: unknown, version = PROGRESS_VERSION) =>
  JSON.stringify({ app: 'mcpa-lab', kind: 'progress', version, exportedAt: '2026-11-29T00:00:00.000Z', state });

const sample: PersistedProgress = {
  lessons: {
    'paging-tools-list': { completedAt: 5, seen: ['the-cursor-is-opaque'], checksOpen: ['the-cursor-is-opaque'] },
  },
  attempts: { 'paging.q': [{ id: 'a1', at: 10, correct: true, mode: 'review', confidence: 'unsure' }] },
  exam: null,
  examHistory: [],
  exercises: {
    'list-all-tools': {
      runs: [{ id: 'r1', at: 20, passed: 4, failed: 0 }],
      passing: { code: 'export async function listAll() {}', at: 20 },
    },
  },
};

describe('parseProgressFile', () => {
  it('reads back what exportProgress wrote, and upgrades files of earlier versions', () => {
    expect(parseProgressFile(exportProgress(sample))).toEqual({ ok: true, progress: sample });
    for (const v of [1, 2, 3]) {
      const result = parseProgressFile(file(fixture(v).state, v));
      expect(result.ok, `v${v}`).toBe(true);
      if (result.ok) expect(result.progress.lessons).toEqual((fixture(v).state as PersistedProgress).lessons);
    }
  });

  it('refuses bad and hostile files with a reason', () => {
    const refused = (text: string) => {
      const r = parseProgressFile(text);
      expect(r.ok, text.slice(0, 80)).toBe(false);
      return r.ok ? '' : r.error;
    };
    expect(refused('{not json')).toMatch(/^it is not JSON/);
    const badAnchor = { ...sample, lessons: { x: { completedAt: null, seen: [], checksOpen: ['<img src=x>'] } } };
    expect(refused(file(badAnchor))).toMatch(/^lessons\.x\.checksOpen\.0: an id of lowercase/);
    expect(refused('[]')).toMatch(/^it is not an MCPA Lab progress file/);
    expect(refused(JSON.stringify({ app: 'other', kind: 'progress', version: 3, exportedAt: '', state: {} }))).toMatch(
      /not an MCPA Lab/,
    );
    expect(refused(file(sample, PROGRESS_VERSION + 1))).toMatch(/newer version/);
    expect(
      refused(
        '{"app":"mcpa-lab","kind":"progress","version":3,"exportedAt":"","state":{"lessons":{},"attempts":{"__proto__":[]},"exam":null,"examHistory":[]}}',
      ),
    ).toMatch(/the key "__proto__"/);
    expect(
      refused(file({ ...sample, attempts: { 'paging.q': [{ id: 'a1', at: -1, correct: true, mode: 'review' }] } })),
    ).toMatch(/attempts\.paging\.q\.0\.at/);
    expect(refused(file({ ...sample, lessons: { x: { completedAt: null, seen: [], extra: '<script>' } } }))).toMatch(
      /lessons\.x/,
    );
    expect(refused(' '.repeat(5 * 1024 * 1024 + 1))).toMatch(/larger than 5 MB/);
  });
});

describe('checkStored', () => {
  it('tells empty, readable and unreadable storage apart', () => {
    expect(checkStored(null)).toEqual({ status: 'empty' });
    expect(checkStored(JSON.stringify(fixture(1)))).toEqual({ status: 'ok' });
    expect(checkStored(JSON.stringify(fixture(2)))).toEqual({ status: 'ok' });
    expect(checkStored('{"version":3,"state":{"lessons":')).toEqual({
      status: 'corrupt',
      reason: 'it is not valid JSON',
    });
    expect(checkStored('"hello"')).toMatchObject({ status: 'corrupt' });
    expect(checkStored(JSON.stringify({ version: 3, state: { lessons: 7 } }))).toMatchObject({
      status: 'corrupt',
      reason: expect.stringContaining('lessons'),
    });
  });
});
