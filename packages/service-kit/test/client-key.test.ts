import { describe, expect, it } from 'vitest';
import { clientKey } from '../src/client-key.js';

describe('the rate-limit key of a client address', () => {
  it('is the address itself for IPv4', () => {
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('192.0.2.2')).not.toBe(clientKey('192.0.2.1'));
  });

  it('is the /64 prefix for IPv6, however the address is written', () => {
    const key = clientKey('2001:db8:aa:bb::1');
    expect(key).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:0db8:00aa:00bb:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientKey('2001:DB8:AA:BB:1:2:3:4')).toBe(key);
    expect(clientKey('[2001:db8:aa:bb::9]')).toBe(key);
    expect(clientKey('2001:db8:aa:bb::9%eth0')).toBe(key);
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(clientKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    // Other embedded-IPv4 forms are IPv6 networks like any other.
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
