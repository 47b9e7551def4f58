import { euroTextToCents } from '@tire/contracts';

export interface CartLine {
  productId: number;
  quantity: number;
}

export interface PricedLine extends CartLine {
  unitPriceCents: number;
}

/**
 * One line per product (a cart sent with the same product twice buys the sum), in product id
 * order: every order then takes its row locks in the same order, so two orders never deadlock.
 */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const quantities = new Map<number, number>();
  for (const line of lines) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  return [...quantities.entries()].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/** The order's total in cents: unit price (recycling fee included) times quantity, summed. */
export const orderTotalCents = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

/** The total the browser computed, in cents; anything that is not a number of euros never matches. */
export function clientTotalCents(totalAmount: string | number): number | null {
  const cents = euroTextToCents(totalAmount);
  return Number.isFinite(cents) ? cents : null;
}
