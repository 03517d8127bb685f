import { NextResponse, type NextRequest } from 'next/server';
import { labLinkHeader } from '@/lib/build/lab-preload';
import { distDir } from '@/lib/csp/manifest';
import { engineFiles } from '@/lib/mcp/lab/engine-files.node';
import { routePolicies, type PolicyFor } from '@/lib/csp/route-policies';
import { isSandboxPath, SANDBOX_POLICY } from '@/lib/csp/sandbox-policy';

let policyFor: PolicyFor | undefined;
let labLink: string | undefined;

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
  // Only on a document: the browser acts on a fetch's preload header too, and the router's fetch of /lab's payload
  // (the Lab link prefetches it on every page) would download the lab's panels and engine wherever the link is
  // idle. (Next hides its own RSC header from the proxy; the browser's Sec-Fetch-Dest says what was asked for.)
  const dest = request.headers.get('sec-fetch-dest');
  if (pathname === '/lab' && (dest === null || dest === 'document')) {
    labLink ??= labLinkHeader(distDir(), engineFiles());
    if (labLink) response.headers.set('Link', labLink);
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
