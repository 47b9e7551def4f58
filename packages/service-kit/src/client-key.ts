import net from 'node:net';

/**
 * The key a per-client limit counts under. IPv4: the address. IPv6: its /64 prefix, because one
 * household or hosting customer gets a whole /64 and could otherwise take a fresh address for
 * every request. An IPv4-mapped IPv6 address (::ffff:203.0.113.9) counts as the IPv4 address.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return 'unknown';
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without zone id, each as lower-case hex without leading zeros. */
function expandIpv6(ip: string): string[] {
  const address = ip.split('%')[0]!;
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A trailing embedded IPv4 (::ffff:1.2.3.4 handled above; others are rare) takes two groups.
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, missing)).fill('0'), ...right];
  return groups.map((group) => (parseInt(group, 16) || 0).toString(16));
}
