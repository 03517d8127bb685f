import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A host or learner key: 128 random bits, base64url (22 characters). Only its hash is ever stored. */
export const newKey = () => randomBytes(16).toString('base64url');

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Compares a presented key with a stored hash in constant time. */
export function keyMatches(key: string, storedHash: string): boolean {
  const a = Buffer.from(hashKey(key), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key from `Authorization: Bearer <key>`; null when absent or malformed. */
export function bearer(header: string | null): string | null {
  const m = /^Bearer ([A-Za-z0-9_-]{16,64})$/.exec(header?.trim() ?? '');
  return m ? m[1] : null;
}
