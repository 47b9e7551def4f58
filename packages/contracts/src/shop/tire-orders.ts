import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';
import { idParamsSchema, MAX_ID, moneyTextSchema } from '../common/primitives.js';
import { ORDER_REFUND_STATUSES, ORDER_STATUSES } from './order-lifecycle.js';
import { orderFittingSchema } from './order-fitting.js';

export * from './order-lifecycle.js';

/** The pickup or fitting location of an order, as it was when the order was placed (name and street address). */
export const orderLocationSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string().nullable() });
export type OrderLocation = z.infer<typeof orderLocationSchema>;

export const tireOrderSchema = z.object({
  id: z.number().int(),
  totalAmount: z.string(),
  installationRequested: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  lines: z
    .array(
      z.object({
        productId: z.number().int(),
        quantity: z.number().int(),
        unitPrice: z.string(),
        /** "Nokian Hakkapeliitta R5", as the product was named when ordered. */
        name: z.string().optional(),
        /** "205/55 R16". */
        size: z.string().optional(),
      }),
    )
    .optional(),
  /**
   * While the order is pending (unpaid): when its tires go back to stock and the order is
   * cancelled (ISO 8601); otherwise null.
   */
  holdExpiresAt: z.string().nullable().optional(),
  /** Where the tires are picked up or fitted (null for an order placed without one). */
  location: orderLocationSchema.nullable().optional(),
  /** When it was paid (ISO 8601), null while unpaid. */
  paidAt: z.string().nullable().optional(),
  /** A cancelled order whose money goes back: the refund's state; null otherwise. */
  refundStatus: z.enum(ORDER_REFUND_STATUSES).nullable().optional(),
  /** An order with installation: the first day its tires can be fitted (Helsinki date), null otherwise. */
  fittingEarliestDate: z.string().nullable().optional(),
  /** The fitting time booked with the order (included in the price), null before one is chosen. */
  fitting: orderFittingSchema.nullable().optional(),
});
export type TireOrder = z.infer<typeof tireOrderSchema>;

export const ORDER_MESSAGES = {
  emptyCart: 'Tyhjä ostoskori',
  createFailed: 'Virhe tilauksen luomisessa – Yritä uudelleen hetken kuluttua.',
  totalMismatch: 'The order total does not match the current prices',
  outOfStock: 'Not enough tires in stock',
  productNotFound: 'A product in the cart is no longer sold',
  /** The same Idempotency-Key came with another cart: answered 409, nothing is ordered. */
  idempotencyConflict: 'This Idempotency-Key was already used for a different order',
  /** The locationId names no service location (400, with `errors`). */
  unknownLocation: 'Choose a pickup or fitting location from the list',
  /** The service locations could not be read to check the choice (503): try again. */
  locationsUnavailable: 'The service locations cannot be checked right now',
  /** The lifecycle does not allow this change (409). */
  illegalTransition: 'This order cannot change to that state',
} as const;

/**
 * The out-of-stock refusal names the product (e.g. "Not enough tires in stock: Nokian
 * Hakkapeliitta R5 205/55 R16"); its body also carries `productId` and `available`.
 */
export const outOfStockMessage = (productName: string) => `${ORDER_MESSAGES.outOfStock}: ${productName}`;

/** A refused total's body also carries the server's own total, as euro text and in cents. */
export const totalMismatchDetailsSchema = z.object({ totalAmount: z.string(), totalCents: z.number().int() });

export const createTireOrderBodySchema = z.object({
  totalAmount: z.union([moneyTextSchema, z.number()]),
  installationRequested: z.boolean().default(false),
  status: z.literal('pending').default('pending'),
  /** The cart's lines; the server prices them from the catalogue. */
  lines: z
    .array(z.object({ productId: z.coerce.number().int().positive().max(MAX_ID), quantity: z.number().int().positive().max(99) }))
    .min(1, ORDER_MESSAGES.emptyCart)
    .max(100)
    .optional(),
  /** Where the tires are picked up or fitted: an id of GET /api/service-locations. */
  locationId: z.coerce.number().int().positive(ORDER_MESSAGES.unknownLocation).max(MAX_ID, ORDER_MESSAGES.unknownLocation).optional(),
});
export type CreateTireOrderBody = z.input<typeof createTireOrderBodySchema>;

export const listTireOrders = defineCall({ method: 'GET', path: API_PATHS.listTireOrders, response: z.array(tireOrderSchema) });
export const createTireOrder = defineCall({ method: 'POST', path: API_PATHS.createTireOrder, body: createTireOrderBodySchema, response: tireOrderSchema });

/**
 * POST /api/tire-orders/:id/cancel: the customer cancels their own order before it is ready at the
 * location (unpaid or paid): its tires go back on the shelf, its fitting is freed and a paid order
 * is refunded in full, as an administrator's cancellation does. What "cancel the whole order"
 * does when the customer asks to cancel the fitting of an order (a fitting alone is free, so it is
 * never cancelled alone).
 */
export const cancelMyOrder = defineCall({ method: 'POST', path: API_PATHS.cancelMyOrder, params: idParamsSchema, response: tireOrderSchema });
