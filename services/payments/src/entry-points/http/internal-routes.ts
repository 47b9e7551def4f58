import { getPaymentsAttention, idSchema, notifyOrderCancelled, notifyReservationCancelled, PAYMENTS_ATTENTION_INTERNAL_PATH } from '@tire/contracts';
import { HttpError, mountCall, requireAdmin } from '@tire/service-kit';
import { Router } from 'express';
import type { PaymentDeps } from '../../domain/payment-deps.js';
import { paymentsAttention } from '../../domain/attention.js';
import { orderCancelled, reservationCancelled } from '../../domain/reservation-cancelled.js';

/** The path's id, or 400 with this message. */
const idOf = (value: unknown, message: string) => {
  const id = idSchema.safeParse(value);
  if (!id.success) throw HttpError.saying('validation', message);
  return id.data;
};

/**
 * Calls of other services, each from the one service that owns the state it reports (`from`),
 * and the attention counts of an administrator through the BFF. The BFF proxies nothing under
 * /internal (its route table lists /api paths), so browsers cannot reach these.
 */
export function internalRoutes(deps: PaymentDeps) {
  const router = Router();

  // The reservations service's money notifier: a booking was cancelled, so its money follows.
  mountCall(router, notifyReservationCancelled, ({ body, req }) => reservationCancelled(deps, idOf(req.params.id, 'Invalid reservation id'), body.reason), {
    from: ['reservations'],
  });

  // The catalogue's money notifier: an administrator cancelled the order, so its money follows.
  // Only the catalogue, which owns the order's state, says an order is cancelled.
  mountCall(router, notifyOrderCancelled, ({ body, req }) => orderCancelled(deps, idOf(req.params.id, 'Invalid order id'), body.reason), {
    from: ['catalogue'],
  });

  // What an administrator must look at: paid marks given up on and refunds that failed for good.
  // Only an administrator's call, through the BFF (GET /api/admin/payments/attention with isAdmin
  // signed); no service reads it, so none may (the internal alias answers the same caller only).
  mountCall(router, getPaymentsAttention, () => paymentsAttention(deps), {
    alsoAt: [PAYMENTS_ATTENTION_INTERNAL_PATH],
    authorize: requireAdmin,
  });

  return router;
}
