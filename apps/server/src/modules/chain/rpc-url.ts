import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { createPublicClient, http, type PublicClient } from 'viem';

/** What is wrong with an RPC URL: not https (http only to loopback in demo), or an address the server must not reach. */
export type RpcUrlProblem = 'scheme' | 'address' | 'unresolved';

const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  forbidden.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254 among them)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  forbidden.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'instance-data', 'instance-data.ec2.internal']);

/** An address as `BlockList` checks it: IPv4-mapped IPv6 (`::ffff:10.0.0.1`) as the IPv4 it carries. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/**
 * Whether the server may send JSON-RPC to `raw`, checked after DNS resolution (when an operator saves
 * it, and again before each use, so a name that later resolves elsewhere is refused then): https to a
 * public address; in demo also http or https to loopback (a local test chain). Private, link-local,
 * metadata and other special addresses are refused. Null when allowed.
 */
export async function rpcUrlProblem(raw: string, mode: 'demo' | 'production'): Promise<RpcUrlProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'scheme';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (METADATA_HOSTS.has(host)) return 'address';
  let addresses: Array<{ address: string; family: 'ipv4' | 'ipv6' }>;
  if (isIP(host)) addresses = [plain(host)];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => plain(a.address));
    } catch {
      return 'unresolved';
    }
  }
  if (addresses.length === 0) return 'unresolved';
  const local = addresses.every((a) => loopback.check(a.address, a.family));
  if (mode === 'demo' && local) return null;
  if (url.protocol !== 'https:') return 'scheme';
  return addresses.some((a) => forbidden.check(a.address, a.family)) ? 'address' : null;
}

/** Why a pass did not read a chain, in words safe for the console: never the node's own answer or an address. */
export class RpcRefusedError extends Error {}

/** Refuses (throws RpcRefusedError) an RPC URL the server may not reach now; run before each use. */
export async function requireRpcUrl(raw: string, mode: 'demo' | 'production'): Promise<void> {
  const problem = await rpcUrlProblem(raw, mode);
  if (problem) throw new RpcRefusedError(rpcProblemLine[problem]);
}

const rpcProblemLine: Record<RpcUrlProblem, string> = {
  scheme: 'RPC URL refused: https only (http to loopback in demo)',
  address: 'RPC URL refused: it points at a private, local or metadata address',
  unresolved: 'RPC URL refused: its host name does not resolve',
};

/** The first line of a chain read's failure as the console shows it: what kind of failure, no details. */
export function consoleErrorLine(error: unknown): string {
  if (error instanceof RpcRefusedError) return error.message;
  const name = error instanceof Error ? error.name : 'Error';
  if (/Timeout/i.test(name)) return 'The RPC node did not answer in time';
  if (/HttpRequest/i.test(name)) return 'The RPC node could not be reached or answered with an HTTP error';
  if (/Rpc|InvalidParams|MethodNotFound|LimitExceeded/i.test(name)) return `The RPC node refused a request (${name})`;
  return `Reading the chain failed (${name})`;
}

/** The JSON-RPC clients of a pass's reads and sends, one per RPC URL for the life of the process. */
export class RpcClients {
  readonly #clients = new Map<string, PublicClient>();

  of(rpcUrl: string): PublicClient {
    let client = this.#clients.get(rpcUrl);
    if (!client) {
      // cacheTime 0: every pass must see the chain's current head, not one viem kept.
      client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 15_000 }), cacheTime: 0 });
      this.#clients.set(rpcUrl, client);
    }
    return client;
  }
}
