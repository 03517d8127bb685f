/**
 * The question bank and the search index are served under a name that carries a hash of their content
 * (public/data/quiz-bank.<hash>.json), so a browser may keep them for a year (`immutable`, next.config.mjs)
 * and a content change is a new URL. The content build writes them and records their URLs in
 * .content/asset-urls.json; next.config.mjs hands those to the browser code, Node scripts read the file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AssetUrls {
  quizBank: string;
  searchIndex: string;
}

/** The folder under public/ that holds only content-hashed files (served immutable). */
export const HASHED_DIR = 'data';
export const ASSET_URLS_FILE = 'asset-urls.json';
/** Versions kept of each file: a page built before the newest content may still ask for its own. */
const KEEP_VERSIONS = 3;

/** `quiz-bank` + its body → `quiz-bank.<16 hex digits of SHA-256>.json`. */
export function hashedName(base: string, body: string): string {
  return `${base}.${createHash('sha256').update(body, 'utf8').digest('hex').slice(0, 16)}.json`;
}

/** Writes `body` under its hashed name in `publicDir`/data and returns its URL; prunes old versions. */
export function writeHashed(publicDir: string, base: string, body: string): string {
  const dir = path.join(publicDir, HASHED_DIR);
  mkdirSync(dir, { recursive: true });
  const name = hashedName(base, body);
  writeFileSync(path.join(dir, name), body);
  const versions = readdirSync(dir)
    .filter((f) => new RegExp(`^${base}\\.[0-9a-f]{16}\\.json$`).test(f))
    .map((f) => ({ f, at: f === name ? Infinity : statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { f } of versions.slice(KEEP_VERSIONS)) unlinkSync(path.join(dir, f));
  return `/${HASHED_DIR}/${name}`;
}

/** The URLs the last content build wrote (Node only: scripts, tests, next.config.mjs has its own reader). */
export function readAssetUrls(contentDir = path.join(process.cwd(), '.content')): AssetUrls {
  const file = path.join(contentDir, ASSET_URLS_FILE);
  if (!existsSync(file)) throw new Error(`No ${file}: run \`npm run content\` (npm run build does it).`);
  return JSON.parse(readFileSync(file, 'utf8')) as AssetUrls;
}
