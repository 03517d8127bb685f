import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeBootScript } from '@/components/ui/theme';
import { buildCspManifest, readCspManifest, writeCspManifest } from './manifest';
import { contentSecurityPolicy, sha256Source } from './policy';
import { routePolicies } from './route-policies';

const fixtures = 'tests/fixtures/csp';

/** A build folder as `next build` leaves it, with real prerendered pages from tests/fixtures/csp. */
function fakeBuild(extraPages: Record<string, string> = {}) {
  const dist = mkdtempSync(path.join(tmpdir(), 'csp-dist-'));
  const app = path.join(dist, 'server', 'app');
  mkdirSync(path.join(app, 'live'), { recursive: true });
  writeFileSync(path.join(dist, 'BUILD_ID'), 'build-1\n');
  copyFileSync(path.join(fixtures, 'live.html'), path.join(app, 'live.html'));
  copyFileSync(path.join(fixtures, '_not-found.html'), path.join(app, '_not-found.html'));
  copyFileSync(path.join(fixtures, '_global-error.html'), path.join(app, '_global-error.html'));
  writeFileSync(path.join(app, 'icon.svg.body'), '<svg/>');
  const routes = Object.fromEntries(['/live', '/_not-found', '/_global-error', '/icon.svg'].map((r) => [r, {}]));
  writeFileSync(
    path.join(dist, 'prerender-manifest.json'),
    JSON.stringify({ routes, dynamicRoutes: { '/cards/[slug]': { fallback: false } } }),
  );
  writeFileSync(
    path.join(dist, 'app-path-routes-manifest.json'),
    JSON.stringify({
      '/live/page': '/live',
      '/_not-found/page': '/_not-found',
      '/_global-error/page': '/_global-error',
      '/cards/[slug]/page': '/cards/[slug]',
      '/icon.svg/route': '/icon.svg',
      '/api/live/join/route': '/api/live/join',
      ...extraPages,
    }),
  );
  return dist;
}

describe('the CSP manifest of a build', () => {
  it('has every prerendered page, and a fallback of the not-found and error pages', () => {
    const manifest = buildCspManifest(fakeBuild());
    expect(manifest.buildId).toBe('build-1');
    expect(Object.keys(manifest.pages)).toEqual(['/live']);
    expect(manifest.pages['/live'].scripts).toContain(sha256Source(themeBootScript));
    expect(manifest.fallback.styles).toHaveLength(1); // the error page's <style>
    expect(manifest.fallback.styleAttrs).toHaveLength(7);
    // The pages share the theme boot script: it is listed once.
    expect(manifest.fallback.scripts.filter((h) => h === sha256Source(themeBootScript))).toHaveLength(1);
  });

  it('refuses a build with a page rendered per request', () => {
    expect(() => buildCspManifest(fakeBuild({ '/account/page': '/account' }))).toThrow(
      'rendered per request, so their inline scripts cannot be hashed: /account',
    );
  });

  it('is read back only by the build it was written for', () => {
    const dist = fakeBuild();
    expect(readCspManifest(dist)).toEqual({ problem: `no csp-hashes.json in ${dist}` });
    const manifest = buildCspManifest(dist);
    writeCspManifest(dist, manifest);
    expect(readCspManifest(dist)).toEqual(manifest);
    writeFileSync(path.join(dist, 'BUILD_ID'), 'build-2');
    expect(readCspManifest(dist)).toEqual({ problem: 'csp-hashes.json was written for another build' });
  });
});

describe('routePolicies', () => {
  it('gives a page its own hashes and every other path the fallback', () => {
    const dist = fakeBuild();
    const manifest = buildCspManifest(dist);
    writeCspManifest(dist, manifest);
    const policyFor = routePolicies(dist);
    expect(policyFor('/live')).toBe(contentSecurityPolicy(manifest.pages['/live']));
    expect(policyFor('/live/')).toBe(policyFor('/live'));
    expect(policyFor('/no-such-page')).toBe(contentSecurityPolicy(manifest.fallback));
    expect(policyFor('/api/live/join')).toBe(contentSecurityPolicy(manifest.fallback));
  });

  it('without a manifest allows no inline script at all, and says why', () => {
    const logged: string[] = [];
    const policyFor = routePolicies(fakeBuild(), (line) => logged.push(line));
    expect(policyFor('/live')).toMatch(/script-src 'self'; /);
    expect(policyFor('/live')).not.toContain('sha256-');
    expect(logged).toEqual([expect.stringContaining('Run `npm run build`: it hashes them.')]);
  });
});
