import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address. IPv4 is limited per address. IPv6 is limited per /64:
 * one household or ISP customer gets a whole /64 (often more) and can pick any of its 2^64
 * addresses, so a per-address key would give them a fresh limit per request. An IPv4-mapped
 * IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket reports for an IPv4 client) is the
 * IPv4 address it carries. Anything that is not an IP address (e.g. "unknown") is its own key.
 * Every per-client limit of the platform counts under this key (the BFF's and the services').
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  let ip = address.trim();
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  const zone = ip.indexOf('%');
  if (zone !== -1) ip = ip.slice(0, zone);
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return address;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * A client address as the logs keep it: its network, not the address (IPv4 /24, IPv6 /48,
 * an IPv4-mapped IPv6 address as its IPv4 /24), so traffic can be told apart without naming a
 * household. Anything that is not an IP address is logged as `unknown`.
 */
export function truncatedAddress(address: string | undefined): string {
  let ip = address?.trim() ?? '';
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  const zone = ip.indexOf('%');
  if (zone !== -1) ip = ip.slice(0, zone);
  if (!isIPv4(ip) && !isIPv6(ip)) return 'unknown';
  const key = clientKey(ip);
  if (isIPv4(key)) return `${key.split('.').slice(0, 3).join('.')}.0/24`;
  return `${ipv6Groups(ip)
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(ip: string): number[] {
  const toGroups = (part: string) => {
    if (part === '') return [];
    return part.split(':').flatMap((piece) => {
      if (piece.includes('.')) {
        const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
        return [(a << 8) | b, (c << 8) | d];
      }
      return [parseInt(piece, 16)];
    });
  };
  const [head = '', tail] = ip.toLowerCase().split('::') as [string, string | undefined];
  const left = toGroups(head);
  if (tail === undefined) return left;
  const right = toGroups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
