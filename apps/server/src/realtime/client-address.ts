import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** The ranges behind the names TRUST_PROXY accepts, as Fastify (proxy-addr) reads them. */
const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** Returns the address a connection is counted against for the per-address cap. */
export type ClientAddressOf = (req: IncomingMessage) => string;

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the nearest
 * address in X-Forwarded-For that is not itself a trusted proxy (the rule Fastify applies to HTTP
 * requests with the same TRUST_PROXY list, so a client counts as the same address on both).
 * Without trusted proxies the header is ignored: anyone can write it.
 */
export function createClientAddressOf(trustProxy: readonly string[] = []): ClientAddressOf {
  if (trustProxy.length === 0) return (req) => peerAddress(req);
  const trusted = compileTrust(trustProxy);
  return (req) => {
    let address = peerAddress(req);
    if (!trusted(address)) return address;
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
    for (let i = hops.length - 1; i >= 0; i -= 1) {
      const hop = normalize(hops[i]?.trim() ?? '');
      if (!isIP(hop)) break;
      address = hop;
      if (!trusted(hop)) break;
    }
    return address;
  };
}

function peerAddress(req: IncomingMessage): string {
  return normalize(req.socket.remoteAddress ?? 'unknown');
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack listener) and `10.0.0.1` are one client. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function compileTrust(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [network = '', prefixText] = entry.split('/');
    const version = isIP(network);
    if (version === 0) throw new Error(`TRUST_PROXY: ${entry} is not an address or CIDR range`);
    const family = version === 4 ? 'ipv4' : 'ipv6';
    if (prefixText === undefined) list.addAddress(network, family);
    else list.addSubnet(network, Number(prefixText), family);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
