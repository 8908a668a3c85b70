import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may send pushes. A member chooses the endpoint, so without a limit they could
 * aim the server at internal addresses. `PUSH_ALLOWED_HOSTS` unset: any host whose every address
 * is public. Set (comma list): only the hosts it names, exactly or as `*.example.com` for every
 * subdomain; a host named exactly may resolve to any address (the operator named it), one matched
 * by a wildcard must still resolve to public addresses only.
 */
export interface PushHostPolicy {
  /** The listed hosts, lower case; undefined = public hosts only. */
  allowed?: string[];
}

export function parseAllowedHosts(value: string | undefined): PushHostPolicy {
  const hosts = (value ?? '')
    .split(',')
    .map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);
  return hosts.length > 0 ? { allowed: hosts } : {};
}

// Addresses a push must never reach unless the operator named the host: this host, private
// networks, link-local, carrier-grade NAT, multicast and the reserved blocks.
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True for an address on the public internet (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return isPublicAddress(mapped[1]);
    // ::ffff:7f00:1 is 127.0.0.1 written in hex.
    if (/^::ffff:/i.test(address)) return false;
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

/** How a host stands before any lookup: `named` (listed exactly), `wildcard` (under a `*.` entry), `open` (no list) or `refused`. */
export function hostStanding(policy: PushHostPolicy, host: string): 'named' | 'wildcard' | 'open' | 'refused' {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (!policy.allowed) return 'open';
  if (policy.allowed.includes(name)) return 'named';
  const underWildcard = policy.allowed.some(
    (entry) => entry.startsWith('*.') && name.endsWith(entry.slice(1)) && name.length > entry.length - 1,
  );
  return underWildcard ? 'wildcard' : 'refused';
}

/** A host's address to connect to, checked; `undefined` when the policy refuses the host or any of its addresses. */
export interface ResolvedHost {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves an endpoint's host now (just before a send) and checks every address it has. The send
 * then connects to the address returned, never resolving again, so the name cannot change between
 * the check and the connection.
 */
export async function resolvePushHost(
  policy: PushHostPolicy,
  host: string,
  resolve: (host: string) => Promise<{ address: string; family: number }[]> = (h) => lookup(h, { all: true, verbatim: true }),
): Promise<ResolvedHost | undefined> {
  const name = host.replace(/^\[|\]$/g, '');
  const standing = hostStanding(policy, name);
  if (standing === 'refused') return undefined;
  const literal = isIP(name);
  const addresses = literal ? [{ address: name, family: literal }] : await resolve(name).catch(() => []);
  if (addresses.length === 0) return undefined;
  if (standing !== 'named' && !addresses.every((a) => isPublicAddress(a.address))) return undefined;
  const [first] = addresses;
  return first ? { address: first.address, family: first.family === 6 ? 6 : 4 } : undefined;
}
