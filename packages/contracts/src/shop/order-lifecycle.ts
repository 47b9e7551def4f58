/**
 * A tire order's lifecycle, the values every page and e-mail speaks (zod-free, cheap to import).
 * The catalogue service owns the allowed transitions (services/catalogue/src/domain/order-lifecycle.ts):
 *
 *   pending (unpaid, tires held) -> paid -> ready (at the chosen location) -> fitted | picked_up
 *   pending | paid | ready -> cancelled (a paid one with its refund state)
 *
 * The spec's values stay: processing and delivered are kept for orders that already carry them.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'delivered', 'cancelled', 'ready', 'fitted', 'picked_up'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where an order ends: nothing moves it on. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'fitted', 'picked_up', 'cancelled'];

/** Money taken for an order that is cancelled goes back: its state (null while nothing is owed). */
export const ORDER_REFUND_STATUSES = ['refund_pending', 'refunded', 'refund_failed'] as const;
export type OrderRefundStatus = (typeof ORDER_REFUND_STATUSES)[number];

/** The kinds of events of an order's history (its audit trail). */
export const ORDER_EVENT_TYPES = [
  'created',
  'paid',
  'payment_failed',
  'ready',
  'fitted',
  'picked_up',
  'cancelled',
  'hold_expired',
  'refund_due',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
