import { describe, expect, it } from 'vitest';
import {
  configuredOrigin,
  isLoopbackHost,
  joinOrigin,
  networkAddresses,
  originFor,
  type NetworkAddress,
} from './public-url';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal = false): NetworkAddress => ({
  address,
  family,
  internal,
});

// The shape os.networkInterfaces() gives on a laptop on Wi-Fi with a VPN and Docker.
const laptop = {
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
  wlan0: [nic('fd12:3456::20', 'IPv6'), nic('fe80::1c2:3ff:fe04:506', 'IPv6'), nic('192.168.1.20', 'IPv4')],
  tun0: [nic('10.8.0.5', 'IPv4')],
  eth1: [nic('169.254.10.3', 'IPv4')],
};

describe('networkAddresses', () => {
  it('leaves out loopback and internal interfaces, IPv6 link-local and 169.254, and puts IPv4 first', () => {
    expect(networkAddresses(laptop)).toEqual(['192.168.1.20', '10.8.0.5', 'fd12:3456::20']);
  });

  it('puts container and VM bridges after the real interfaces, each family apart', () => {
    const withDocker = {
      docker0: [nic('172.17.0.1', 'IPv4'), nic('fd99::1', 'IPv6')],
      'br-1a2b': [nic('172.18.0.1', 'IPv4')],
      ...laptop,
    };
    expect(networkAddresses(withDocker)).toEqual([
      '192.168.1.20',
      '10.8.0.5',
      '172.17.0.1',
      '172.18.0.1',
      'fd12:3456::20',
      'fd99::1',
    ]);
  });

  it('drops a loopback address even when an interface does not say it is internal', () => {
    expect(networkAddresses({ odd: [nic('127.0.1.1', 'IPv4'), nic('::1', 'IPv6')] })).toEqual([]);
  });

  it('reads the numeric family of Node 18.0–18.3 and lists an address once', () => {
    const numeric = { a: [{ address: '192.168.1.20', family: 4, internal: false }], b: [nic('192.168.1.20', 'IPv4')] };
    expect(networkAddresses(numeric)).toEqual(['192.168.1.20']);
  });

  it('is empty on a machine with only loopback', () => {
    expect(networkAddresses({ lo: laptop.lo, down: undefined })).toEqual([]);
  });
});

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0.0.0.0'])(
    '%s is this machine only',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['192.168.1.20', '[fd00::2]', 'class.example.org', 'localhost.example.org', '128.0.0.1'])(
    '%s is reachable from elsewhere',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

describe('configuredOrigin (LIVE_PUBLIC_URL)', () => {
  it('is null when unset or blank', () => {
    expect(configuredOrigin(undefined)).toEqual({ ok: true, origin: null });
    expect(configuredOrigin('  ')).toEqual({ ok: true, origin: null });
  });

  it('accepts an http(s) origin and normalises it (trailing slash, case, default port)', () => {
    expect(configuredOrigin('https://Class.Example.org/')).toEqual({ ok: true, origin: 'https://class.example.org' });
    expect(configuredOrigin('http://192.168.1.20:3000')).toEqual({ ok: true, origin: 'http://192.168.1.20:3000' });
    expect(configuredOrigin('https://abc.example.net:443')).toEqual({ ok: true, origin: 'https://abc.example.net' });
  });

  it.each([
    ['not a url', /http:\/\/ or https:\/\//],
    ['ftp://class.example.org', /http:\/\/ or https:\/\//],
    ['javascript:alert(1)', /http:\/\/ or https:\/\//],
    ['https://class.example.org/live', /origin only/],
    ['https://class.example.org/?x=1', /origin only/],
    ['https://user:pw@class.example.org', /origin only/],
  ])('refuses %s with a sentence naming the variable', (value, message) => {
    const result = configuredOrigin(value);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(message);
      expect(result.error).toContain('LIVE_PUBLIC_URL');
      expect(result.error).toContain(value);
    }
  });
});

describe('joinOrigin', () => {
  const local = { protocol: 'http:', hostname: 'localhost', port: '3000', origin: 'http://localhost:3000' };
  const network = { configured: null, network: ['192.168.1.20', 'fd12:3456::20'] };

  it('puts the first network address in the link when the host page is on localhost', () => {
    expect(joinOrigin(local, network, null)).toEqual({
      kind: 'network',
      origins: ['http://192.168.1.20:3000', 'http://[fd12:3456::20]:3000'],
      origin: 'http://192.168.1.20:3000',
    });
  });

  it('keeps the address the host chose, and ignores a remembered one the machine no longer has', () => {
    expect(joinOrigin(local, network, 'http://[fd12:3456::20]:3000').origin).toBe('http://[fd12:3456::20]:3000');
    expect(joinOrigin(local, network, 'http://10.0.0.9:3000').origin).toBe('http://192.168.1.20:3000');
  });

  it('says this machine only when there is no network address', () => {
    expect(joinOrigin(local, { configured: null, network: [] }, null)).toEqual({
      kind: 'this-machine-only',
      origin: 'http://localhost:3000',
    });
  });

  it('keeps the page origin when the host page is already on a reachable address', () => {
    const lan = { protocol: 'http:', hostname: '192.168.1.20', port: '3000', origin: 'http://192.168.1.20:3000' };
    expect(joinOrigin(lan, network, null)).toEqual({ kind: 'page', origin: 'http://192.168.1.20:3000' });
  });

  it('lets LIVE_PUBLIC_URL win over both', () => {
    const configured = { configured: 'https://class.example.org', network: ['192.168.1.20'] };
    expect(joinOrigin(local, configured, null)).toEqual({ kind: 'configured', origin: 'https://class.example.org' });
  });

  it('writes the origin on the page protocol and port', () => {
    expect(originFor('192.168.1.20', 'https:', '')).toBe('https://192.168.1.20');
    expect(originFor('fd00::2', 'http', '8080')).toBe('http://[fd00::2]:8080');
  });
});
