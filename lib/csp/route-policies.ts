import { distDir, readCspManifest } from './manifest';
import { contentSecurityPolicy, NO_HASHES } from './policy';

export type PolicyFor = (pathname: string) => string;

/**
 * The policy of each path of the build in `dist`, computed once: a prerendered page gets its own hashes,
 * any other path (unknown URLs answered by the not-found page, API answers, files) the fallback's. Without
 * a manifest that fits the build, every path gets the strict policy with no hashes: pages still show, their
 * scripts do not run, and the reason is logged once.
 */
export function routePolicies(dist = distDir(), log: (line: string) => void = console.error): PolicyFor {
  const manifest = readCspManifest(dist);
  if ('problem' in manifest) {
    log(`CSP: ${manifest.problem}, so no inline script is allowed. Run \`npm run build\`: it hashes them.`);
    const strict = contentSecurityPolicy(NO_HASHES);
    return () => strict;
  }
  const byPath = new Map(Object.entries(manifest.pages).map(([p, hashes]) => [p, contentSecurityPolicy(hashes)]));
  const fallback = contentSecurityPolicy(manifest.fallback);
  return (pathname) => byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? fallback;
}
