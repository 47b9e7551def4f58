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
  /** The payments service started, completed or failed the order's refund (issue 9: money follows the order). */
  'refund_requested',
  'refunded',
  'refund_failed',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The statuses an administrator may move an order to (PATCH /api/admin/orders/:id/status); the lifecycle table decides from where. */
export const ADMIN_ORDER_TARGETS = ['ready', 'fitted', 'picked_up', 'cancelled'] as const;
export type AdminOrderTarget = (typeof ADMIN_ORDER_TARGETS)[number];

/**
 * The moves of the order lifecycle an administrator makes, as data the admin pages draw their
 * buttons from (the catalogue enforces the same pairs in services/catalogue/src/domain/order-lifecycle.ts).
 */
export const ADMIN_ORDER_ACTIONS: Readonly<Record<OrderStatus, readonly AdminOrderTarget[]>> = {
  pending: ['cancelled'],
  paid: ['ready', 'cancelled'],
  processing: ['ready', 'cancelled'],
  ready: ['fitted', 'picked_up', 'cancelled'],
  cancelled: [],
  delivered: [],
  fitted: [],
  picked_up: [],
};
