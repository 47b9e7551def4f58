import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { idParamsSchema } from '../common/primitives.js';
import { cancellationAnswerSchema } from '../common/refunds.js';
import { API_PATHS } from '../paths.js';
import { CANCELLATION_REASONS, REFUND_STATUSES } from '../reservations/lifecycle.js';

/**
 * Calls between the reservations and payments services about money that has to follow a
 * cancellation (never proxied by the BFF). The reservations service owns the booking's state and
 * tells the payments service when a booking is cancelled; the payments service owns the money:
 * it cancels open intents at the provider, refunds a succeeded payment in full (one refund per
 * payment, with an idempotency key), retries a failed refund, and reports each refund state back.
 */

/** The booking is cancelled: cancel its open intents and refund what was paid. Idempotent. */
export const reservationCancelledBodySchema = z.object({
  reason: z.enum(CANCELLATION_REASONS),
});
export const reservationCancelledAnswerSchema = cancellationAnswerSchema(REFUND_STATUSES);
export const notifyReservationCancelled = defineCall({
  method: 'POST',
  path: API_PATHS.notifyReservationCancelled,
  body: reservationCancelledBodySchema,
  response: reservationCancelledAnswerSchema,
});

/** The payments service reports a refund's state to the reservations service. Idempotent. */
export const refundStateBodySchema = z.object({
  refundId: z.string().min(1).max(255),
  status: z.enum(REFUND_STATUSES),
  amountCents: z.number().int().nonnegative(),
  /** The provider's reason when the refund failed. */
  failureMessage: z.string().max(500).nullable().optional(),
});
export type RefundStateBody = z.infer<typeof refundStateBodySchema>;
export const reportReservationRefund = defineCall({
  method: 'POST',
  path: API_PATHS.reportReservationRefund,
  params: idParamsSchema,
  body: refundStateBodySchema,
  response: z.object({ id: z.number().int(), refundStatus: z.enum(REFUND_STATUSES) }),
});

/**
 * The reservations service's calls of the payments service: what a payment is for, and its
 * outcome. Only the payments service calls them (the BFF proxies nothing under /internal).
 */
export const reservationForPaymentSchema = z.object({
  id: z.number().int(),
  trackingCode: z.string(),
  totalCents: z.number().int(),
  paymentStatus: z.enum(['pending', 'paid', 'failed']),
  status: z.enum(['pending', 'confirmed', 'in_progress', 'completed', 'cancelled']),
  email: z.string().nullable(),
  language: z.string().nullable(),
  holdExpiresAt: z.string().nullable().optional(),
});
export type ReservationForPayment = z.infer<typeof reservationForPaymentSchema>;
export const getReservationByCode = defineCall({ method: 'GET', path: API_PATHS.getReservationByCode, response: reservationForPaymentSchema });

/** The amount is required: a paid mark without the money it stands for is refused. */
export const reservationPaidBodySchema = z.object({ paymentIntentId: z.string().max(255).optional(), amountCents: z.number().int().positive() });
/** Idempotent: the reservation becomes paid (and its receipt is sent) once; `refundRequired` when it was cancelled before the money came. */
export const reportReservationPaid = defineCall({
  method: 'POST',
  path: API_PATHS.reportReservationPaid,
  params: idParamsSchema,
  body: reservationPaidBodySchema,
  response: z.looseObject({ refundRequired: z.boolean().optional() }),
});

export const reservationPaymentFailedBodySchema = z.object({ paymentIntentId: z.string().max(255).optional(), message: z.string().max(500).nullish() });
export const reportReservationPaymentFailed = defineCall({
  method: 'POST',
  path: API_PATHS.reportReservationPaymentFailed,
  params: idParamsSchema,
  body: reservationPaymentFailedBodySchema,
  // A paid reservation stays paid: a late failure report changes nothing and says so.
  response: z.object({ id: z.number().int(), paymentStatus: z.enum(['paid', 'failed']) }),
});
