import { describe, expect, it } from 'vitest';
import { MAX_SET_SIZE, MAX_TITLE_LENGTH, cleanTitle, openSet, parseSetSearch, resolveSet, setSearch } from './quiz-set';

const bank = [{ id: 'paging.a' }, { id: 'paging.b' }, { id: 'errors.c' }, { id: 'errors.d-e' }];

describe('setSearch and parseSetSearch', () => {
  it('round-trip ids in their order and the title', () => {
    const set = { ids: ['errors.c', 'paging.a', 'errors.d-e'], title: 'Week 2: errors & paging?' };
    const search = setSearch(set);
    expect(search).toBe('?set=errors.c,paging.a,errors.d-e&title=Week%202%3A%20errors%20%26%20paging%3F');
    expect(parseSetSearch(search)).toEqual({ ok: true, set, notes: [] });
  });

  it('leave the title out when there is none, and read a link without one', () => {
    expect(setSearch({ ids: ['paging.a'], title: '  ' })).toBe('?set=paging.a');
    expect(parseSetSearch('?set=paging.a')).toEqual({ ok: true, set: { ids: ['paging.a'], title: '' }, notes: [] });
  });

  it('return null when the link names no set, and a reason when it names nothing usable', () => {
    expect(parseSetSearch('?lesson=paging-tools-list')).toBeNull();
    expect(parseSetSearch('?set=')).toEqual({ ok: false, reason: 'This link names no questions.' });
    expect(parseSetSearch('?set=,,')).toEqual({ ok: false, reason: 'This link names no questions.' });
    expect(parseSetSearch('?set=<script>,DROP TABLE')).toEqual({
      ok: false,
      reason: 'This link names no questions that could exist.',
    });
  });

  it('skip what is not an id and repeats, saying so', () => {
    const parsed = parseSetSearch('?set=paging.a,<img src=x>,paging.a,paging.b,Paging.C');
    expect(parsed).toEqual({
      ok: true,
      set: { ids: ['paging.a', 'paging.b'], title: '' },
      notes: ['2 entries in the link are not a question id and were skipped.', 'Questions named twice are asked once.'],
    });
  });

  it(`cap a set at ${MAX_SET_SIZE} questions`, () => {
    const ids = Array.from({ length: MAX_SET_SIZE + 5 }, (_, i) => `t.q${i}`);
    const parsed = parseSetSearch(setSearch({ ids, title: '' }));
    expect(parsed?.ok && parsed.set.ids).toEqual(ids.slice(0, MAX_SET_SIZE));
    expect(parsed?.ok && parsed.notes).toEqual([
      `A set holds at most ${MAX_SET_SIZE} questions; the first ${MAX_SET_SIZE} are asked.`,
    ]);
  });
});

describe('cleanTitle', () => {
  it('makes one line of text: no control or direction-override characters, cut to length', () => {
    expect(cleanTitle('Line one\nline\ttwo\u202Eevil')).toBe('Line one line two evil');
    expect(cleanTitle('x'.repeat(200))).toHaveLength(MAX_TITLE_LENGTH);
    // Markup stays text: React shows it as typed, and nothing here turns it into HTML.
    expect(cleanTitle('<b>bold</b>')).toBe('<b>bold</b>');
  });
});

describe('resolveSet', () => {
  it('keeps the link order and names ids the bank no longer has', () => {
    const { questions, missing } = resolveSet(['errors.d-e', 'gone.q', 'paging.a'], bank);
    expect(questions.map((q) => q.id)).toEqual(['errors.d-e', 'paging.a']);
    expect(missing).toEqual(['gone.q']);
  });
});

describe('openSet', () => {
  it('gives the questions in link order, the title, and a note for each kind of loss', () => {
    expect(openSet('?set=errors.c,gone.one,paging.a,gone.two,errors.c&title=Mixed', bank)).toEqual({
      ok: true,
      title: 'Mixed',
      questions: [{ id: 'errors.c' }, { id: 'paging.a' }],
      notes: [
        'Questions named twice are asked once.',
        '2 questions in this link are no longer in the bank and were left out.',
      ],
    });
    expect(openSet('?set=gone.one,paging.b', bank)).toMatchObject({
      notes: ['1 question in this link is no longer in the bank and was left out.'],
    });
  });

  it('passes on a link with no set (null) and one with nothing usable (a reason)', () => {
    expect(openSet('?topic=paging', bank)).toBeNull();
    expect(openSet('?set=', bank)).toEqual({ ok: false, reason: 'This link names no questions.' });
  });
});
