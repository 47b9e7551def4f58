import { VAT_RATE } from '@tire/contracts';

/**
 * Finnish prices include VAT (25.5 %): the VAT inside a gross total is total × 25.5 / 125.5, and
 * the net price is what remains. In cents, so the three figures always add up.
 */
export function vatBreakdown(totalCents: number) {
  const vatCents = Math.round((totalCents * VAT_RATE) / (1 + VAT_RATE));
  return { totalCents, vatCents, netCents: totalCents - vatCents };
}
