import { describe, expect, it } from 'vitest';
import { clientKey } from '../src/client-key.js';

describe('the key a per-client limit counts under', () => {
  it('is the address for IPv4, also when it comes IPv4-mapped', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 for IPv6: every address of one /64 shares it, another /64 does not', () => {
    const a = clientKey('2001:db8:abcd:12::1');
    expect(clientKey('2001:0db8:abcd:0012:ffff:ffff:ffff:ffff')).toBe(a);
    expect(clientKey('2001:db8:abcd:12:0:0:0:42')).toBe(a);
    expect(clientKey('2001:db8:abcd:13::1')).not.toBe(a);
    expect(a).toBe('2001:db8:abcd:12::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('is one shared key for anything that is not an address', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('not an ip')).toBe('unknown');
  });
});
