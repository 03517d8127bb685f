/** What the result panel may render from a tool's content, decided by plain functions that are unit-tested. */

export const SAFE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const SAFE_AUDIO_TYPES: readonly string[] = ['audio/wav', 'audio/mpeg', 'audio/ogg'];
const BLOCKED_SCHEMES = ['javascript', 'data', 'vbscript'];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type Verdict = { ok: true; src: string } | { ok: false; reason: string };

function mediaSrc(kind: string, allowed: readonly string[], block: { data?: unknown; mimeType?: unknown }): Verdict {
  const mime = typeof block.mimeType === 'string' ? block.mimeType.trim().toLowerCase() : '';
  if (!allowed.includes(mime)) {
    return { ok: false, reason: `not rendered: mimeType ${mime || '(none)'} is not a safe ${kind} type` };
  }
  // Only base64 characters may reach the data: URL, so the data cannot change the URL's meaning.
  if (typeof block.data !== 'string' || block.data.length % 4 !== 0 || !BASE64.test(block.data)) {
    return { ok: false, reason: 'not rendered: the data is not valid base64' };
  }
  return { ok: true, src: `data:${mime};base64,${block.data}` };
}

/** A data: URL for an <img>, only for raster types that cannot carry script (so never SVG or HTML). */
export const safeImageSrc = (block: { data?: unknown; mimeType?: unknown }) =>
  mediaSrc('image', SAFE_IMAGE_TYPES, block);

/** A data: URL for an <audio controls>, only for plain audio types. */
export const safeAudioSrc = (block: { data?: unknown; mimeType?: unknown }) =>
  mediaSrc('audio', SAFE_AUDIO_TYPES, block);

/**
 * Whether the lab may follow a resource link with resources/read. Browsers ignore tabs, newlines and leading
 * control characters in a scheme ("java\tscript:"), so they are removed before the scheme is read.
 */
export function followableUri(uri: string): { ok: true } | { ok: false; reason: string } {
  const compact = uri.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (!scheme) return { ok: false, reason: 'not followable: the uri has no scheme' };
  if (BLOCKED_SCHEMES.includes(scheme)) return { ok: false, reason: `not followable: ${scheme}: scheme` };
  return { ok: true };
}

/** Bytes in base64 data (what a blob's size means), without decoding it. */
export function base64Size(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length / 4) * 3) - padding;
}
