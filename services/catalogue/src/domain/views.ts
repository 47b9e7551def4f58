import { centsToEuroText, type InternalOrder, type TireOrder, type TireProduct } from '@tire/contracts';
import type { Order, OrderLine, Product } from '../generated/prisma/client.js';
import { holdExpiresAt } from './payment-hold.js';

/** A product as the shop lists it: the price per tire as euro text, recycling fee included. */
export function toTireProduct(row: Product): TireProduct {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    size: row.size,
    type: row.type,
    price: centsToEuroText(row.priceCents),
    imageUrl: row.imageUrl,
    rating: row.rating,
    reviewCount: row.reviewCount,
    stock: row.stock,
  };
}

/** An order as its customer sees it (the contract's tireOrderSchema). */
export function toTireOrder(row: Order & { lines: OrderLine[] }): TireOrder {
  return {
    id: row.id,
    totalAmount: centsToEuroText(row.totalCents),
    installationRequested: row.installationRequested,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lines: [...row.lines]
      .sort((a, b) => a.id - b.id)
      .map((line) => ({ productId: line.productId, quantity: line.quantity, unitPrice: centsToEuroText(line.unitPriceCents) })),
    holdExpiresAt: holdExpiresAt(row)?.toISOString() ?? null,
  };
}

/** An order as the payments service needs it: who, how much in cents, and its state. */
export function toInternalOrder(row: Order): InternalOrder {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    language: row.language,
    totalCents: row.totalCents,
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    lastPaymentError: row.lastPaymentError,
    holdExpiresAt: holdExpiresAt(row)?.toISOString() ?? null,
    refundDueAt: row.refundDueAt?.toISOString() ?? null,
  };
}

/** "Nokian Hakkapeliitta R5 205/55 R16": how a refusal names a product. */
export const productName = (row: Pick<Product, 'brand' | 'model' | 'size'>) => `${row.brand} ${row.model} ${row.size}`;
