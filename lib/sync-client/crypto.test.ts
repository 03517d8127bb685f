import { describe, expect, it } from 'vitest';
import type { PersistedProgress } from '../progress/persisted';
import {
  decryptProgress,
  deriveKeys,
  encryptProgress,
  fromBase64Url,
  newSpace,
  toBase64Url,
  UNDECRYPTABLE,
} from './crypto';

const progress: PersistedProgress = {
  lessons: { 'paging-tools-list': { completedAt: 5, seen: ['the-cursor-is-opaque'] } },
  attempts: { 'paging.q': [{ id: 'a1', at: 10, correct: true, mode: 'review', confidence: 'unsure' }] },
  exam: null,
  examHistory: [],
  exercises: {},
};

describe('sync crypto', () => {
  it('makes a 22-character space id and a 43-character link key, different each time', () => {
    const a = newSpace();
    const b = newSpace();
    expect(a.spaceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.linkKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fromBase64Url(a.linkKey)).toHaveLength(32);
    expect(a.linkKey).not.toBe(b.linkKey);
    expect(a.spaceId).not.toBe(b.spaceId);
  });

  it('round-trips progress, and the blob holds no question id', async () => {
    const { spaceId, linkKey } = newSpace();
    const keys = await deriveKeys(linkKey);
    const blob = await encryptProgress(keys, spaceId, progress);
    expect(new TextDecoder('latin1').decode(blob)).not.toContain('paging');
    expect(await decryptProgress(keys, spaceId, blob)).toEqual({ ok: true, progress });
  });

  it('refuses a blob with any one byte flipped', async () => {
    const { spaceId, linkKey } = newSpace();
    const keys = await deriveKeys(linkKey);
    const blob = await encryptProgress(keys, spaceId, progress);
    for (const at of [0, 5, 20, blob.length - 1]) {
      const bad = blob.slice();
      bad[at] ^= 0x01;
      expect(await decryptProgress(keys, spaceId, bad)).toEqual({ ok: false, message: UNDECRYPTABLE });
    }
  });

  it('refuses another link key and another space id (the id is authenticated data)', async () => {
    const { spaceId, linkKey } = newSpace();
    const blob = await encryptProgress(await deriveKeys(linkKey), spaceId, progress);
    const other = await deriveKeys(newSpace().linkKey);
    expect((await decryptProgress(other, spaceId, blob)).ok).toBe(false);
    expect((await decryptProgress(await deriveKeys(linkKey), newSpace().spaceId, blob)).ok).toBe(false);
  });

  it('refuses a well-encrypted blob whose progress fails the import checks', async () => {
    const { spaceId, linkKey } = newSpace();
    const keys = await deriveKeys(linkKey);
    const hostile = { ...progress, attempts: { __proto__x: [] } } as unknown as PersistedProgress;
    const result = await decryptProgress(keys, spaceId, await encryptProgress(keys, spaceId, hostile));
    expect(result.ok).toBe(false);
    expect(result.ok || result.message).toMatch(/cannot be used, because .*Nothing here was changed/);
  });

  it('derives a 43-character token that is not, and does not contain, the link key', async () => {
    const { linkKey } = newSpace();
    const { token } = await deriveKeys(linkKey);
    const again = await deriveKeys(linkKey);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again.token).toBe(token);
    expect(token).not.toBe(linkKey);
    const keyHex = Buffer.from(fromBase64Url(linkKey)).toString('hex');
    const tokenHex = Buffer.from(fromBase64Url(token)).toString('hex');
    expect(tokenHex).not.toContain(keyHex.slice(0, 16));
    expect(token).not.toContain(linkKey.slice(0, 10));
    expect(toBase64Url(fromBase64Url(token))).toBe(token);
  });

  it('keeps the AES key non-extractable', async () => {
    const { key } = await deriveKeys(newSpace().linkKey);
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });
});
