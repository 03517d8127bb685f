import { describe, expect, it } from 'vitest';
import { newSpace } from './crypto';
import { pairingLink, parseFragment, parsePairing } from './pairing';

describe('the pairing link', () => {
  it('carries the space id and the key in its fragment, and reads back', () => {
    const p = newSpace();
    const link = pairingLink('https://lab.example', p);
    expect(link).toBe(`https://lab.example/sync#${p.spaceId}.${p.linkKey}`);
    expect(parseFragment(new URL(link).hash)).toEqual(p);
    expect(parsePairing(JSON.stringify(p))).toEqual(p);
  });

  it('refuses a missing, cut or padded fragment', () => {
    const p = newSpace();
    for (const bad of [
      '',
      '#',
      `#${p.spaceId}`,
      `#${p.spaceId}.${p.linkKey.slice(1)}`,
      `#${p.spaceId}.${p.linkKey}.x`,
      `#short.${p.linkKey}`,
    ])
      expect(parseFragment(bad)).toBeNull();
    expect(parsePairing('{"spaceId":1}')).toBeNull();
    expect(parsePairing('not json')).toBeNull();
  });
});
