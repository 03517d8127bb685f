import '../zod-jitless';
import { z } from 'zod';

/**
 * Where learners reach this server from their own devices. A host page opened on the laptop itself
 * (http://localhost:3000) would put a loopback address in the join link and QR code, which no phone can open;
 * these pure functions pick the machine's network addresses instead, or the operator's LIVE_PUBLIC_URL.
 * No node: imports: the route passes os.networkInterfaces() in, and the host page imports the helpers.
 */

/** One entry of os.networkInterfaces(), only the fields we read. */
export interface NetworkAddress {
  address: string;
  family: string | number;
  internal: boolean;
}

/** What GET /api/live/addresses answers. */
export interface PublicAddresses {
  /** LIVE_PUBLIC_URL's origin: wins over everything else (a proxy, a tunnel, a real domain). */
  configured: string | null;
  /** This machine's reachable addresses, IPv4 first; given only to a page on a loopback address. */
  network: string[];
}

/** An http(s) origin, with at most a trailing slash: the app is served from the root, a path would be lost. */
export const publicUrl = z
  .url({ protocol: /^https?$/, error: 'LIVE_PUBLIC_URL must be an http:// or https:// URL', abort: true })
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  }, 'LIVE_PUBLIC_URL must be an origin only, such as https://class.example.org (no path, query or login)')
  .transform((value) => new URL(value).origin);

/** LIVE_PUBLIC_URL read and checked: unset or blank is null, anything else must be an http(s) origin. */
export function configuredOrigin(
  value: string | undefined,
): { ok: true; origin: string | null } | { ok: false; error: string } {
  if (value === undefined || value.trim() === '') return { ok: true, origin: null };
  const parsed = publicUrl.safeParse(value.trim());
  return parsed.success
    ? { ok: true, origin: parsed.data }
    : { ok: false, error: `${parsed.error.issues[0].message} (it is "${value}").` };
}

const isIPv4 = (a: NetworkAddress) => a.family === 'IPv4' || a.family === 4;

/** Loopback, and addresses a phone cannot use in a link: IPv6 link-local needs a zone, 169.254 means no DHCP. */
function unusable(address: string): boolean {
  const lower = address.toLowerCase();
  return (
    isLoopbackHost(lower) ||
    lower.startsWith('169.254.') ||
    /^fe[89ab][0-9a-f]:/.test(lower) ||
    lower === '0.0.0.0' ||
    lower === '::'
  );
}

/** Bridges of containers and virtual machines: reachable from this machine's guests, rarely from a phone. */
const VIRTUAL = /^(docker|br-|veth|virbr|vmnet|vboxnet|cni|flannel|podman)/;

/**
 * The machine's addresses another device on the network could use: no internal ones, IPv4 first, and
 * container or VM bridges after the real interfaces; no repeats.
 */
export function networkAddresses(interfaces: Record<string, NetworkAddress[] | undefined>): string[] {
  const all = Object.entries(interfaces)
    .flatMap(([name, list]) =>
      (list ?? []).map((a) => ({ ...a, rank: (isIPv4(a) ? 0 : 2) + (VIRTUAL.test(name) ? 1 : 0) })),
    )
    .filter((a) => !a.internal && !unusable(a.address));
  // Array.prototype.sort is stable: within a rank the system's own order stays.
  return [...new Set(all.sort((a, b) => a.rank - b.rank).map((a) => a.address))];
}

/** localhost (and *.localhost), 127.0.0.0/8, ::1 and the unspecified addresses: names only this machine resolves. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host === '0:0:0:0:0:0:0:1' ||
    host === '0.0.0.0' ||
    host === '::'
  );
}

/** The origin a learner opens for an address, on the page's own protocol and port (IPv6 in brackets). */
export function originFor(address: string, protocol: string, port: string): string {
  const host = address.includes(':') ? `[${address}]` : address;
  return `${protocol.replace(/:?$/, ':')}//${host}${port ? `:${port}` : ''}`;
}

export type JoinOrigin =
  | { kind: 'configured'; origin: string }
  | { kind: 'page'; origin: string }
  | { kind: 'network'; origins: string[]; origin: string }
  | { kind: 'this-machine-only'; origin: string };

/**
 * Which origin the join link carries: LIVE_PUBLIC_URL if set; the page's own when it is not on a loopback
 * address (learners reach it the same way); otherwise the network address the host chose (or the first).
 */
export function joinOrigin(
  page: { protocol: string; hostname: string; port: string; origin: string },
  addresses: PublicAddresses,
  chosen: string | null,
): JoinOrigin {
  if (addresses.configured) return { kind: 'configured', origin: addresses.configured };
  if (!isLoopbackHost(page.hostname)) return { kind: 'page', origin: page.origin };
  const origins = addresses.network.map((a) => originFor(a, page.protocol, page.port));
  if (!origins.length) return { kind: 'this-machine-only', origin: page.origin };
  return { kind: 'network', origins, origin: chosen && origins.includes(chosen) ? chosen : origins[0] };
}
