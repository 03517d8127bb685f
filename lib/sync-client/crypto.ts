import { PROGRESS_VERSION, type PersistedProgress } from '../progress/persisted';
import { checkState } from '../progress/transfer';

/**
 * The end-to-end encryption of synced progress (WebCrypto only, so it runs in the browser and in Node 20). The
 * pairing link's key never leaves the device: HKDF derives from it an AES-GCM key (never exportable) and a
 * separate token that authorises reads and writes, so the server sees neither the key nor the progress.
 */

export const BLOB_FORMAT = 1;
const IV_BYTES = 12;
/** Decompressed progress larger than this is refused: a hostile blob cannot make the page inflate gigabytes. */
const MAX_PLAIN_BYTES = 32 * 1024 * 1024;
const SALT = new TextEncoder().encode('mcpa-lab sync v1');
const INFO_KEY = new TextEncoder().encode('mcpa-lab sync v1: encryption key');
const INFO_TOKEN = new TextEncoder().encode('mcpa-lab sync v1: auth token');

export const UNDECRYPTABLE =
  "The synced copy could not be decrypted: it was altered, or this link's key is not the one it was made with. Nothing here was changed.";

export interface SpaceKeys {
  key: CryptoKey;
  /** 43 base64url characters: what the server hashes and checks. */
  token: string;
}

export type Decrypted = { ok: true; progress: PersistedProgress } | { ok: false; message: string };

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));

/** A new space: a 22-character id (16 random bytes) and a 43-character link key (32 random bytes). */
export function newSpace(): { spaceId: string; linkKey: string } {
  return { spaceId: toBase64Url(random(16)), linkKey: toBase64Url(random(32)) };
}

export async function deriveKeys(linkKey: string): Promise<SpaceKeys> {
  const raw = fromBase64Url(linkKey);
  if (raw.length !== 32) throw new Error('a link key is 32 bytes');
  const base = await crypto.subtle.importKey('raw', raw, 'HKDF', false, ['deriveKey', 'deriveBits']);
  const hkdf = (info: Uint8Array<ArrayBuffer>) => ({ name: 'HKDF', hash: 'SHA-256', salt: SALT, info });
  const key = await crypto.subtle.deriveKey(hkdf(INFO_KEY), base, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const token = toBase64Url(new Uint8Array(await crypto.subtle.deriveBits(hkdf(INFO_TOKEN), base, 256)));
  return { key, token };
}

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_PLAIN_BYTES) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const aad = (spaceId: string) => new TextEncoder().encode(spaceId);

/** format byte · 12-byte random IV · AES-GCM(gzip(JSON {version, state})), bound to the space id. */
export async function encryptProgress(keys: SpaceKeys, spaceId: string, progress: PersistedProgress) {
  const json = new TextEncoder().encode(JSON.stringify({ version: PROGRESS_VERSION, state: progress }));
  const packed = await pipe(json, new CompressionStream('gzip'));
  const iv = random(IV_BYTES);
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(spaceId) }, keys.key, packed);
  const blob = new Uint8Array(1 + IV_BYTES + sealed.byteLength);
  blob[0] = BLOB_FORMAT;
  blob.set(iv, 1);
  blob.set(new Uint8Array(sealed), 1 + IV_BYTES);
  return blob;
}

/** The progress in a blob, checked like an imported file; a failure is a value with a sentence, never a throw. */
export async function decryptProgress(keys: SpaceKeys, spaceId: string, blob: Uint8Array): Promise<Decrypted> {
  if (blob.length < 1 + IV_BYTES + 16 || blob[0] !== BLOB_FORMAT) return { ok: false, message: UNDECRYPTABLE };
  let plain: Uint8Array;
  try {
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: blob.slice(1, 1 + IV_BYTES), additionalData: aad(spaceId) },
      keys.key,
      blob.slice(1 + IV_BYTES),
    );
    plain = await pipe(new Uint8Array(opened), new DecompressionStream('gzip'));
  } catch {
    return { ok: false, message: UNDECRYPTABLE };
  }
  let parsed: { version?: unknown; state?: unknown };
  try {
    parsed = JSON.parse(new TextDecoder().decode(plain)) as typeof parsed;
  } catch {
    return { ok: false, message: 'The synced copy is not readable progress. Nothing here was changed.' };
  }
  const version = typeof parsed?.version === 'number' ? parsed.version : -1;
  const checked =
    version > 0 ? checkState(parsed.state, version) : ({ ok: false, error: 'it has no version' } as const);
  return checked.ok
    ? { ok: true, progress: checked.progress }
    : { ok: false, message: `The synced copy cannot be used, because ${checked.error}. Nothing here was changed.` };
}
