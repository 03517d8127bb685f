import { networkInterfaces } from 'node:os';
import { respond } from '@/lib/live/http';
import { configuredOrigin, isLoopbackHost, networkAddresses, type PublicAddresses } from '@/lib/live/public-url';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The hostname of a Host header (IPv6 in brackets), or '' when it is missing or not a host. */
function hostnameOf(host: string | null): string {
  try {
    return host ? new URL(`http://${host}`).hostname : '';
  } catch {
    return '';
  }
}

/**
 * Where learners can reach this server: LIVE_PUBLIC_URL, and this machine's network addresses. Those go only
 * to a page opened on a loopback name, the one case the join panel needs them: a deployment's internal
 * addresses are nobody else's business.
 */
export function GET(request: Request) {
  const configured = configuredOrigin(process.env.LIVE_PUBLIC_URL);
  if (!configured.ok) return respond({ status: 500, body: { error: configured.error } });
  const local = isLoopbackHost(hostnameOf(request.headers.get('host')));
  const body: PublicAddresses = {
    configured: configured.origin,
    network: local ? networkAddresses(networkInterfaces()) : [],
  };
  return respond({ status: 200, body });
}
