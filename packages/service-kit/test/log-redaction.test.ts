import { describe, expect, it } from 'vitest';
import { truncatedAddress } from '../src/client-key.js';
import { maskUrl } from '../src/log-redaction.js';

describe('the URLs the logs keep', () => {
  it.each([
    ['/api/reservations/track/TIRE-7KQ2MX', '/api/reservations/track/[redacted]'],
    ['/api/reservations/track/TIRE-7KQ2MX/calendar.ics', '/api/reservations/track/[redacted]/calendar.ics'],
    ['/API/Reservations/Track/TIRE-7KQ2MX/', '/API/Reservations/Track/[redacted]/'],
    ['/internal/reservations/by-code/TIRE-7KQ2MX', '/internal/reservations/by-code/[redacted]'],
    ['/api/verify-payment/pi_3Qa1b2c3?x=1', '/api/verify-payment/[redacted]?x=1'],
    [
      '/api/login/callback?code=4%2F0Ab&state=s3cr3t&iss=https%3A%2F%2Faccounts.google.com',
      '/api/login/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Faccounts.google.com',
    ],
    ['/track-order?code=TIRE-7KQ2MX#top', '/track-order?code=[redacted]'],
    [
      '/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&tracking_code=TIRE-7KQ2MX',
      '/payment-success?payment_intent=[redacted]&payment_intent_client_secret=[redacted]&tracking_code=[redacted]',
    ],
    ['/api/x?Code[0]=a&CODE=b&token=t', '/api/x?Code[0]=[redacted]&CODE=[redacted]&token=[redacted]'],
    ['http://localhost:8080/track-order?code=TIRE-7KQ2MX', 'http://localhost:8080/track-order?code=[redacted]'],
    // A guest's manage link: its token in the API's path, or in a page's query or fragment by mistake.
    ['/api/manage-booking/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c', '/api/manage-booking/[redacted]'],
    ['/api/manage-booking/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c/move', '/api/manage-booking/[redacted]/move'],
    ['/api/manage-booking/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c/cancel', '/api/manage-booking/[redacted]/cancel'],
    ['https://rengas.example/manage-booking?token=abc&manageToken=def', 'https://rengas.example/manage-booking?token=[redacted]&manageToken=[redacted]'],
    ['https://rengas.example/manage-booking#token=abc', 'https://rengas.example/manage-booking'],
    // A "my bookings" link (an e-mail access link): its token in the API's path or in the page's fragment.
    ['/api/my-bookings/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c', '/api/my-bookings/[redacted]'],
    ['https://rengas.example/my-bookings#token=abc', 'https://rengas.example/my-bookings'],
    // A season invitation's link: its token in the API's path, or in the booking page's fragment.
    ['/api/season-invitations/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c', '/api/season-invitations/[redacted]'],
    ['https://rengas.example/tire-change#invitation=abc', 'https://rengas.example/tire-change'],
  ])('%s -> %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });

  it('keeps what is no secret as it is', () => {
    // The contract's own paths stay, even where a secret template (/api/my-bookings/:token) would match them.
    for (const url of ['/api/reservations/12', '/api/available-slots?locationId=1&date=2030-06-03', '/api/reservations/track', '/', '/api/my-bookings/link'])
      expect(maskUrl(url)).toBe(url);
  });
});

describe('the client addresses the logs keep', () => {
  it('is the network: IPv4 /24, IPv6 /48, a mapped IPv4 address as IPv4', () => {
    expect(truncatedAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncatedAddress('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncatedAddress('2001:db8:aa:bb::1')).toBe('2001:db8:aa::/48');
    expect(truncatedAddress('[2001:DB8:AA:BB::1]')).toBe('2001:db8:aa::/48');
    expect(truncatedAddress('unknown')).toBe('unknown');
    expect(truncatedAddress(undefined)).toBe('unknown');
  });
});
