import { describe, expect, it } from 'vitest';
import { vatSplit } from '../src/reservations/pricing.js';

describe('the VAT inside a price', () => {
  it('splits VAT 25.5 % out of a gross amount so that net + VAT is exactly the total, for every amount', () => {
    expect(vatSplit(3500)).toEqual({ netCents: 2789, vatCents: 711 });
    expect(vatSplit(0)).toEqual({ netCents: 0, vatCents: 0 });
    for (let gross = 1; gross <= 200_000; gross += 37) {
      const { netCents, vatCents } = vatSplit(gross);
      expect(netCents + vatCents).toBe(gross);
      expect(Number.isInteger(vatCents)).toBe(true);
      // The VAT is the rate of the net, to the cent.
      expect(Math.abs(vatCents - netCents * 0.255)).toBeLessThanOrEqual(0.5 + 0.255 / 2);
    }
  });
});
