import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { idParamsSchema } from '../common/primitives.js';
import { cancellationAnswerSchema } from '../common/refunds.js';
import { API_PATHS } from '../paths.js';
import { refundStateBodySchema } from '../payments/internal-money.js';
import { ORDER_REFUND_STATUSES, ORDER_STATUSES } from './order-lifecycle.js';

// The administrator's order calls (GET /api/admin/orders, PATCH /api/admin/orders/:id/status),
// exported through here so the package's index needs no new line.
export * from './admin-orders.js';

/**
 * Calls between services, never proxied by the BFF (it only forwards /api paths of its route
 * table): the payments service reads an order's amount and reports the payment's outcome.
 */
export const internalOrderSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  /** Where the receipt goes and in which language, as the BFF told the catalogue at order time. */
  email: z.string().nullable(),
  language: z.string().nullable(),
  /** The server's own total, in euro cents. */
  totalCents: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  paidAt: z.string().nullable(),
  /** The provider's message of the last failed payment; the order stays pending and can be paid again. */
  lastPaymentError: z.string().nullable(),
  /** While pending: when the unpaid order is cancelled and its tires go back to stock (ISO 8601); otherwise null. */
  holdExpiresAt: z.string().nullable().optional(),
  /**
   * A payment succeeded after the hold had released the order and its tires were sold meanwhile:
   * the order stays cancelled and the money is due back to the customer (ISO 8601 of when that was
   * found); null otherwise.
   */
  refundDueAt: z.string().nullable().optional(),
  /** A cancelled order whose money goes back: refund_pending / refunded / refund_failed; null otherwise. */
  refundStatus: z.enum(ORDER_REFUND_STATUSES).nullable().optional(),
});
export type InternalOrder = z.infer<typeof internalOrderSchema>;

export const getInternalOrder = defineCall({ method: 'GET', path: API_PATHS.getInternalOrder, params: idParamsSchema, response: internalOrderSchema });

export const markOrderPaidBodySchema = z.object({
  /** Required: the payment's amount must equal the order's total (409 otherwise); a mark without the money is refused. */
  amountCents: z.number().int().positive(),
});
/**
 * Idempotent: the first call moves pending -> paid (`justPaid: true`); repeats answer the paid order
 * with `justPaid: false`. An order the hold released (cancelled) takes its tires back from stock and
 * becomes paid when they are still there; otherwise it stays cancelled with `refundDueAt` set
 * (answered 200, so the payment is settled and not sent again). Any other cancelled order: 409.
 */
export const markOrderPaid = defineCall({
  method: 'POST',
  path: API_PATHS.markOrderPaid,
  params: idParamsSchema,
  body: markOrderPaidBodySchema,
  response: internalOrderSchema.extend({ justPaid: z.boolean() }),
});

export const markOrderPaymentFailedBodySchema = z.object({ message: z.string().max(500).optional() });
/** The order stays pending (payable again) with the failure noted; a paid order is left as it is. */
export const markOrderPaymentFailed = defineCall({
  method: 'POST',
  path: API_PATHS.markOrderPaymentFailed,
  params: idParamsSchema,
  body: markOrderPaymentFailedBodySchema,
  response: internalOrderSchema,
});

/**
 * Money follows the order (issue 9). The catalogue owns the order's state, the payments service
 * the money: a paid mark answered with the order cancelled and `refundDueAt` set, or an
 * administrator's cancellation of a paid order (notifyOrderCancelled, sent by the catalogue's
 * money notifier until acknowledged), makes the payments service refund the payment in full (one
 * refund per payment, with an idempotency key), and it reports each refund state back
 * (reportOrderRefund).
 */
export const ORDER_CANCELLATION_REASONS = ['admin', 'customer'] as const;
export const orderCancelledBodySchema = z.object({ reason: z.enum(ORDER_CANCELLATION_REASONS).default('admin') });
export const orderCancelledAnswerSchema = cancellationAnswerSchema(ORDER_REFUND_STATUSES);
export type OrderCancelledAnswer = z.infer<typeof orderCancelledAnswerSchema>;
/** The order is cancelled: the payments service cancels its open intents and refunds what was paid. Idempotent. */
export const notifyOrderCancelled = defineCall({
  method: 'POST',
  path: API_PATHS.notifyOrderCancelled,
  body: orderCancelledBodySchema,
  response: orderCancelledAnswerSchema,
});

/** The payments service reports a refund's state to the catalogue ({refundId, status, amountCents, failureMessage}). Idempotent. */
export const orderRefundStateBodySchema = refundStateBodySchema;
export type OrderRefundStateBody = z.infer<typeof orderRefundStateBodySchema>;
export const reportOrderRefund = defineCall({
  method: 'POST',
  path: API_PATHS.reportOrderRefund,
  params: idParamsSchema,
  body: orderRefundStateBodySchema,
  response: z.object({ id: z.number().int(), refundStatus: z.enum(ORDER_REFUND_STATUSES).nullable() }),
});

export const INTERNAL_ORDER_MESSAGES = {
  amountMismatch: 'The payment amount does not match the order total',
  notPayable: 'This order cannot be paid in its current state',
  /** A refund reported for an order that is not cancelled (409): money of a live order is not given back. */
  refundNotCancelled: 'Only a cancelled order can be refunded',
} as const;
