import { describe, expect, it } from 'vitest';
import { JOIN_CODE_ALPHABET } from './contract';
import { csvCell, resultsCsv } from './csv';
import { newJoinCode, normalizeJoinCode } from './join-code';
import { bearer, hashKey, keyMatches, newKey } from './keys';
import { checkNickname } from './nickname';
import { clientAddress } from './rate-limit';

describe('keys', () => {
  it('are 128 random bits in base64url, stored as SHA-256 and compared by hash', () => {
    const key = newKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(key, 'base64url')).toHaveLength(16);
    expect(newKey()).not.toBe(key);
    expect(hashKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(keyMatches(key, hashKey(key))).toBe(true);
    expect(keyMatches(newKey(), hashKey(key))).toBe(false);
    expect(bearer(`Bearer ${key}`)).toBe(key);
    expect(bearer(key)).toBeNull();
    expect(bearer(null)).toBeNull();
  });
});

describe('join codes', () => {
  it('are 6 characters from an alphabet without look-alikes', () => {
    for (const c of '0O1IL2Z5S8BUV') expect(JOIN_CODE_ALPHABET).not.toContain(c);
    for (let i = 0; i < 50; i++) expect(newJoinCode()).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
    expect(normalizeJoinCode(' mk7-4qa ')).toBe('MK74QA');
    expect(normalizeJoinCode('MK74Q0')).toBeNull();
    expect(normalizeJoinCode('MK74Q')).toBeNull();
  });
});

describe('nicknames', () => {
  it('keep letters, digits, spaces and -_. after NFKC, 1–24 characters, case-insensitive key', () => {
    expect(checkNickname('  Ada   L. ')).toEqual({ ok: true, nickname: 'Ada L.', key: 'ada l.' });
    expect(checkNickname('Ｚoë_9')).toEqual({ ok: true, nickname: 'Zoë_9', key: 'zoë_9' });
    expect(checkNickname('李小龙')).toMatchObject({ ok: true });
    expect(checkNickname('x'.repeat(24))).toMatchObject({ ok: true });
    for (const bad of [
      '',
      '   ',
      'x'.repeat(25),
      '<b>hi</b>',
      'a\u202Eb',
      'a\u200Fb',
      'x'.repeat(10_000),
      'a\u0000b',
      'a\u200Bb',
    ])
      expect(checkNickname(bad), JSON.stringify(bad.slice(0, 30))).toMatchObject({
        ok: false,
        error: expect.any(String),
      });
  });
});

describe('results CSV', () => {
  it('has one row per learner × question, defuses formulas and quotes every cell', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const s of ['+1', '-1', '@a', '\tx']) expect(csvCell(s).startsWith(`"'`)).toBe(true);
    expect(csvCell('plain')).toBe('"plain"');
    const csv = resultsCsv(
      [
        { id: 'l2', nickname: '-Bo' },
        { id: 'l1', nickname: 'Ada' },
      ],
      ['a.b', 'c.d'],
      [
        { learnerId: 'l1', questionIndex: 0, response: { choices: ['a', 'c'] }, correct: true, points: 1 },
        { learnerId: 'l2', questionIndex: 1, response: { text: '=1+1' }, correct: null, points: 0 },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      '"nickname","question","question id","answer","correct","points"',
      `"'-Bo","1","a.b","","false","0"`,
      `"'-Bo","2","c.d","'=1+1","","0"`,
      '"Ada","1","a.b","a c","true","1"',
      '"Ada","2","c.d","","false","0"',
      '',
    ]);
  });
});

describe('client address for the rate limit', () => {
  it('is the last X-Forwarded-For entry (what a proxy or the server saw)', () => {
    expect(clientAddress('203.0.113.9, 10.0.0.2')).toBe('10.0.0.2');
    expect(clientAddress('::1')).toBe('::1');
    expect(clientAddress(null)).toBe('unknown');
  });
});
