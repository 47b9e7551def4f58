import {
  centsToEuroText,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type AdminOrder,
  type EventPayload,
  type InternalOrder,
  type Language,
  type OrderLocation,
  type TireOrder,
  type TireProduct,
} from '@tire/contracts';
import type { Order, OrderLine, Product } from '../generated/prisma/client.js';
import { orderFittingOf } from './order-fitting.js';
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

type LineRow = OrderLine & { product?: Pick<Product, 'brand' | 'model' | 'size'> };

/** The line's product as it was named when ordered (lines older than the snapshot: the product's current name). */
function lineProduct(line: LineRow) {
  return {
    name: line.productName ?? (line.product ? `${line.product.brand} ${line.product.model}` : undefined),
    size: line.productSize ?? line.product?.size,
  };
}

const sortedLines = (lines: LineRow[]) => [...lines].sort((a, b) => a.id - b.id);

/** The pickup or fitting location as it was snapshotted on the order; null for an order without one. */
export function orderLocation(row: Pick<Order, 'locationId' | 'locationName' | 'locationAddress'>): OrderLocation | null {
  return row.locationId !== null && row.locationName !== null ? { id: row.locationId, name: row.locationName, address: row.locationAddress } : null;
}

/** An order as its customer sees it (the contract's tireOrderSchema), an unpaid one held for `holdMinutes` (ORDER_HOLD_MINUTES). */
export function toTireOrder(row: Order & { lines: LineRow[] }, holdMinutes: number): TireOrder {
  return {
    id: row.id,
    totalAmount: centsToEuroText(row.totalCents),
    installationRequested: row.installationRequested,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lines: sortedLines(row.lines).map((line) => {
      const { name, size } = lineProduct(line);
      return {
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: centsToEuroText(line.unitPriceCents),
        ...(name ? { name } : {}),
        ...(size ? { size } : {}),
      };
    }),
    holdExpiresAt: holdExpiresAt(row, holdMinutes)?.toISOString() ?? null,
    location: orderLocation(row),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundStatus: row.refundStatus,
    fittingEarliestDate: row.fittingEarliestDate?.toISOString().slice(0, 10) ?? null,
    fitting: orderFittingOf(row),
  };
}

/** The order confirmation e-mail's facts (`order.paid`): lines with names and unit prices, the total (VAT is inside it), the location. */
export function toOrderPaidEvent(row: Order & { lines: LineRow[] }): EventPayload<'order.paid'> {
  return {
    orderId: row.id,
    lines: sortedLines(row.lines).map((line) => {
      const { name, size } = lineProduct(line);
      return { productId: line.productId, name: name ?? `#${line.productId}`, size: size ?? '', quantity: line.quantity, unitCents: line.unitPriceCents };
    }),
    totalCents: row.totalCents,
    installationRequested: row.installationRequested,
    location: orderLocation(row),
    ...withFitting(row),
    paidAt: (row.paidAt ?? new Date()).toISOString(),
    email: row.email,
    language: languageOf(row),
  };
}

/** An e-mail's payload names a fitting only when the order has one (older payloads stay as they were). */
const withFitting = (row: Order) => {
  const fitting = fittingFacts(row);
  return fitting ? { fitting } : {};
};

/** The booked fitting as an e-mail names it (and its .ics is made from), or null. */
function fittingFacts(row: Order) {
  const fitting = orderFittingOf(row);
  return fitting && fitting.status !== 'cancelled'
    ? {
        trackingCode: fitting.trackingCode,
        locationName: fitting.locationName,
        locationAddress: fitting.locationAddress,
        date: fitting.date,
        time: fitting.time,
        startsAt: fitting.startsAt,
      }
    : null;
}

/** The order's language for its e-mails (Finnish unless it was placed in a language the e-mails speak). */
export const languageOf = (row: Pick<Order, 'language'>): Language =>
  (LANGUAGES as readonly string[]).includes(row.language ?? '') ? (row.language as Language) : DEFAULT_LANGUAGE;

/** An order as an administrator sees it: the customer's view, who ordered, and the money's state. */
export function toAdminOrder(row: Order & { lines: LineRow[] }, holdMinutes: number): AdminOrder {
  return {
    ...toTireOrder(row, holdMinutes),
    userId: row.userId,
    email: row.email,
    totalCents: row.totalCents,
    lastPaymentError: row.lastPaymentError,
    refundCents: row.refundCents,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "Your tires are ready at <location>" (`order.ready`): what was ordered, where, whether they are fitted there. */
export function toOrderReadyEvent(row: Order & { lines: LineRow[] }, readyAt: Date): EventPayload<'order.ready'> {
  return {
    orderId: row.id,
    lines: sortedLines(row.lines).map((line) => {
      const { name, size } = lineProduct(line);
      return { name: name ?? `#${line.productId}`, size: size ?? '', quantity: line.quantity };
    }),
    installationRequested: row.installationRequested,
    location: orderLocation(row),
    ...withFitting(row),
    readyAt: readyAt.toISOString(),
    email: row.email,
    language: languageOf(row),
  };
}

/** An order as the payments service needs it: who, how much in cents, and its state. */
export function toInternalOrder(row: Order, holdMinutes: number): InternalOrder {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    language: row.language,
    totalCents: row.totalCents,
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    lastPaymentError: row.lastPaymentError,
    holdExpiresAt: holdExpiresAt(row, holdMinutes)?.toISOString() ?? null,
    refundDueAt: row.refundDueAt?.toISOString() ?? null,
    refundStatus: row.refundStatus,
  };
}

/** "Nokian Hakkapeliitta R5 205/55 R16": how a refusal names a product. */
export const productName = (row: Pick<Product, 'brand' | 'model' | 'size'>) => `${row.brand} ${row.model} ${row.size}`;
