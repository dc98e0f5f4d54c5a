import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server may say who the client is (docs/decisions/043):
 * none, the nearest `hops` of them, or those at the listed addresses and ranges.
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

export const MAX_PROXY_HOPS = 10;

/**
 * Reads TRUST_PROXY: `false` (no proxy), a number of proxy hops (`true` is one), or a
 * comma-separated list of proxy addresses and CIDR ranges. Answers a sentence naming the bad value
 * when it is none of these.
 */
export function parseTrustProxy(value: string): TrustProxy | string {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes') return { hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > MAX_PROXY_HOPS) return `"${value}" is more than ${MAX_PROXY_HOPS} proxy hops`;
    return { hops };
  }
  const proxies = v.split(',').map((entry) => entry.trim());
  for (const entry of proxies) {
    if (!subnetOf(entry)) {
      return `"${entry}" is neither a number of proxy hops nor a proxy address or CIDR range (e.g. 1, or 10.0.0.0/8,fd00::/8)`;
    }
  }
  return { proxies };
}

function subnetOf(entry: string): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const family = isIP(address);
  if (rest.length > 0 || family === 0 || address.includes('%')) return undefined;
  const max = family === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  // A /0 would trust every address: the client could then name itself again.
  if (prefix < 1 || prefix > max) return undefined;
  return { address, prefix, type: family === 4 ? 'ipv4' : 'ipv6' };
}

/**
 * The trust test Fastify applies to each address of a request, nearest first (the socket's peer
 * is number 0, then X-Forwarded-For from right to left). The client address is the first one not
 * trusted: the one the last trusted proxy saw.
 */
export function proxyTrust(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const entry of trust.proxies) {
    const subnet = subnetOf(entry);
    if (subnet) list.addSubnet(subnet.address, subnet.prefix, subnet.type);
  }
  // BlockList matches an IPv4-mapped IPv6 peer (`::ffff:10.0.0.1`) against IPv4 ranges too.
  return (entry) => {
    const address = forwardedAddress(entry);
    if (address === undefined) return false;
    return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  };
}

const IPV4_WITH_PORT = /^(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}):(\d{1,5})$/;
const IPV6_BRACKETED = /^\[([^\]]+)\](?::(\d{1,5}))?$/;

/**
 * The address an X-Forwarded-For entry (or a socket's peer) names: an address as it is, and
 * `a.b.c.d:port`, `[v6]` and `[v6]:port` as the address they hold. Anything else names no
 * address (undefined); a port above 65535 is no port.
 */
export function forwardedAddress(entry: string): string | undefined {
  const text = entry.trim();
  if (isIP(text) !== 0) return text;
  const v4 = IPV4_WITH_PORT.exec(text);
  if (v4?.[1] && isIP(v4[1]) === 4 && Number(v4[2]) <= 65_535) return v4[1];
  const v6 = IPV6_BRACKETED.exec(text);
  if (v6?.[1] && isIP(v6[1]) === 6 && (v6[2] === undefined || Number(v6[2]) <= 65_535)) return v6[1];
  return undefined;
}

/** What a request needs for its client address: Fastify's pick through the proxies, and the socket. */
export interface AddressedRequest {
  ip: string;
  socket: { remoteAddress?: string | undefined };
}

/**
 * The client's address: the entry the trusted proxies name (`request.ip`), written as an address
 * even when the proxy added a port. An entry that names no address is ignored and the socket's
 * peer is used, so that made-up text never becomes a client of its own.
 */
export function clientAddress(request: AddressedRequest): string {
  return forwardedAddress(request.ip) ?? request.socket.remoteAddress ?? request.ip;
}

/** The key every per-client limit of a request counts under: its client address's clientKey. */
export function requestClientKey(request: AddressedRequest): string {
  return clientKey(clientAddress(request));
}

/** The eight 16-bit groups of an IPv6 address, or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0] ?? '';
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split('.').map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined;
}

/**
 * The key every per-client limit counts under. An IPv6 client holds a whole /64 (it can use any
 * address inside it), so it is counted by its /64; an IPv4 client reaching an IPv6 socket
 * (`::ffff:a.b.c.d`) counts as its IPv4 address.
 */
export function clientKey(ip: string): string {
  const family = isIP(ip);
  if (family === 4) return ip;
  if (family !== 6) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip.toLowerCase();
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
