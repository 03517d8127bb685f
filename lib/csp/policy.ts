import { createHash } from 'node:crypto';
import type { InlineSources } from './inline-sources';

/** The hash-sources one page needs, each as `sha256-<base64>` (quoted only when written into the policy). */
export interface PageHashes {
  scripts: string[];
  styles: string[];
  styleAttrs: string[];
}

export const NO_HASHES: PageHashes = { scripts: [], styles: [], styleAttrs: [] };

/** The CSP hash-source of `text`: SHA-256 over its UTF-8 bytes, base64, as browsers compute it. */
export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const unique = (texts: string[]) => [...new Set(texts.map(sha256Source))];

export function hashesOf(sources: InlineSources): PageHashes {
  return { scripts: unique(sources.scripts), styles: unique(sources.styles), styleAttrs: unique(sources.styleAttrs) };
}

/** Several pages' hashes in one (the not-found and error pages share the fallback policy). */
export function mergeHashes(...all: PageHashes[]): PageHashes {
  const merge = (pick: (h: PageHashes) => string[]) => [...new Set(all.flatMap(pick))];
  return { scripts: merge((h) => h.scripts), styles: merge((h) => h.styles), styleAttrs: merge((h) => h.styleAttrs) };
}

const quoted = (hashes: string[]) => hashes.map((h) => ` '${h}'`).join('');

/**
 * The production Content-Security-Policy of a page. Scripts: our own files plus exactly the inline scripts
 * the build wrote into that page, by hash; no blanket inline allowance and no eval (MDX is evaluated at build
 * only, zod runs jitless). Styles: stylesheets from our origin, inline <style> by hash, and style attributes
 * by hash ('unsafe-hashes' lets a hash match an attribute: Shiki's token colours, the slides' zoom); styles
 * that React sets from script go through the CSSOM, which CSP does not govern.
 */
export function contentSecurityPolicy(hashes: PageHashes): string {
  return [
    "default-src 'self'",
    `script-src 'self'${quoted(hashes.scripts)}`,
    "style-src 'self'",
    `style-src-elem 'self'${quoted(hashes.styles)}`,
    hashes.styleAttrs.length ? `style-src-attr 'unsafe-hashes'${quoted(hashes.styleAttrs)}` : "style-src-attr 'none'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
