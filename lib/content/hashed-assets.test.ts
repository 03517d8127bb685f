import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashedName, writeHashed } from './hashed-assets';

describe('content-hashed files', () => {
  it('get a new name when their content changes, the same name when it does not', () => {
    const bank = JSON.stringify([{ id: 'q1', prompt: 'What answers a tools/call?' }]);
    const name = hashedName('quiz-bank', bank);
    expect(name).toMatch(/^quiz-bank\.[0-9a-f]{16}\.json$/);
    expect(hashedName('quiz-bank', bank)).toBe(name);
    expect(hashedName('quiz-bank', bank.replace('tools/call', 'tools/list'))).not.toBe(name);
  });

  it('are written under public/data and old versions beyond the last three are removed', () => {
    const pub = mkdtempSync(path.join(tmpdir(), 'hashed-'));
    const urls = [1, 2, 3, 4].map((n) => {
      const url = writeHashed(pub, 'quiz-bank', `[${n}]`);
      // Written one minute apart, as successive content builds would be.
      utimesSync(path.join(pub, url), new Date(), new Date(Date.now() + n * 60_000));
      return url;
    });
    expect(urls[3]).toBe(`/data/${hashedName('quiz-bank', '[4]')}`);
    expect(readFileSync(path.join(pub, urls[3]), 'utf8')).toBe('[4]');
    expect(existsSync(path.join(pub, urls[0]))).toBe(false);
    expect(readdirSync(path.join(pub, 'data')).sort()).toEqual(urls.slice(1).map((u) => path.basename(u)).sort());
    // Writing an older content again makes it the newest, not a victim of the pruning.
    writeHashed(pub, 'quiz-bank', '[2]');
    expect(writeHashed(pub, 'search-index', '{}')).toMatch(/^\/data\/search-index\./);
    expect(readdirSync(path.join(pub, 'data'))).toHaveLength(4);
  });
});
