import { NextResponse, type NextRequest } from 'next/server';
import { labLinkHeader } from '@/lib/build/lab-preload';
import { distDir } from '@/lib/csp/manifest';
import { engineFiles } from '@/lib/mcp/lab/engine-files.node';
import { routePolicies, type PolicyFor } from '@/lib/csp/route-policies';
import { isSandboxPath, SANDBOX_POLICY } from '@/lib/csp/sandbox-policy';

let policyFor: PolicyFor | undefined;
let labLinks: { document: string; other: string } | undefined;

/**
 * Serves each page with its own Content-Security-Policy: the hashes of exactly the inline scripts and
 * styles its prerendered HTML carries (see lib/csp). Pages stay static; only this header is added.
 * Development has no CSP (fast refresh needs eval). The exercise sandbox's worker script gets the sandbox's
 * own policy instead, the only one that allows eval (lib/csp/sandbox-policy.ts). /lab also gets a `Link` header
 * that preloads the lab's engine and panels (lib/build/lab-preload.ts).
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  if (process.env.NODE_ENV !== 'production') return response;
  const { pathname } = request.nextUrl;
  if (isSandboxPath(pathname)) {
    response.headers.set('Content-Security-Policy', SANDBOX_POLICY);
    return response;
  }
  policyFor ??= routePolicies();
  response.headers.set('Content-Security-Policy', policyFor(pathname));
  if (pathname === '/lab') {
    labLinks ??= {
      document: labLinkHeader(distDir(), engineFiles(), { panels: true }),
      other: labLinkHeader(distDir(), engineFiles(), { panels: false }),
    };
    // The panels' files only for a document: the browser acts on a fetch's Link header too, and the router's
    // fetch of /lab's payload (the Lab link prefetches it on every page) would download them wherever the link is
    // idle. The engine's preload stays on every response, the service worker's precached copy included. (Next
    // hides its own RSC header from the proxy; the browser's Sec-Fetch-Dest says what was asked for.)
    const dest = request.headers.get('sec-fetch-dest');
    const link = dest === null || dest === 'document' ? labLinks.document : labLinks.other;
    if (link) response.headers.set('Link', link);
  }
  return response;
}

// Build chunks and the lab engine's modules are scripts and styles, never documents: a policy on them would
// change nothing, and /lab's first load asks for seven engine files at once. Not a live class's answers or
// event stream: a room sends them by the thousand, and they set the same policy themselves (lib/live/http.ts).
// Any other path under /api/live/ (a not-found page too) comes here.
export const config = {
  matcher: ['/((?!_next/static/|lab-engine/|api/live/classes/[^/]+/(?:answers|events)$).*)'],
};
