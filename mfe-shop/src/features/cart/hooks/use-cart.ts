import { useMemo } from 'react';
import { centsToEuroText, euroTextToCents, type TireProduct } from '@tire/contracts';
import { cartActions, useCartState } from '../cart-store.js';

export interface CartLine {
  product: TireProduct;
  quantity: number;
  lineCents: number;
}

/**
 * The cart joined with the listed products: a line whose product is not in the list (not loaded
 * yet, or gone from the catalogue) is not shown or ordered. The total is for display and for the
 * order's `totalAmount`; the server prices the order itself.
 */
export function useCart(products: readonly TireProduct[] | undefined) {
  const state = useCartState();
  return useMemo(() => {
    const byId = new Map((products ?? []).map((product) => [product.id, product]));
    const lines: CartLine[] = state.lines.flatMap((line) => {
      const product = byId.get(line.productId);
      return product ? [{ product, quantity: line.quantity, lineCents: euroTextToCents(product.price) * line.quantity }] : [];
    });
    const totalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
    const quantityOf = (productId: number) => state.lines.find((line) => line.productId === productId)?.quantity ?? 0;
    return {
      lines,
      totalCents,
      totalAmount: centsToEuroText(totalCents),
      installationRequested: state.installationRequested,
      locationId: state.locationId,
      quantityOf,
      ...cartActions,
    };
  }, [products, state]);
}

export type Cart = ReturnType<typeof useCart>;
