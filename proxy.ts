import { NextResponse, type NextRequest } from 'next/server';
import { routePolicies, type PolicyFor } from '@/lib/csp/route-policies';

let policyFor: PolicyFor | undefined;

/**
 * Serves each page with its own Content-Security-Policy: the hashes of exactly the inline scripts and
 * styles its prerendered HTML carries (see lib/csp). Pages stay static; only this header is added.
 * Development has no CSP (fast refresh needs eval).
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  if (process.env.NODE_ENV !== 'production') return response;
  policyFor ??= routePolicies();
  response.headers.set('Content-Security-Policy', policyFor(request.nextUrl.pathname));
  return response;
}

// Build chunks are scripts and styles, never documents: a policy on them would change nothing.
export const config = { matcher: ['/((?!_next/static/).*)'] };
