import { getPaymentsAttention, idSchema, notifyOrderCancelled, notifyReservationCancelled, PAYMENTS_ATTENTION_INTERNAL_PATH } from '@tire/contracts';
import { HttpError, mountCall } from '@tire/service-kit';
import { Router } from 'express';
import type { PaymentDeps } from '../../domain/payment-deps.js';
import { paymentsAttention } from '../../domain/attention.js';
import { orderCancelled, reservationCancelled } from '../../domain/reservation-cancelled.js';

/** The path's id, or 400 with this message. */
const idOf = (value: unknown, message: string) => {
  const id = idSchema.safeParse(value);
  if (!id.success) throw HttpError.badRequest(message);
  return id.data;
};

/**
 * Calls of other services (and, for the attention counts, of an administrator through the BFF). The BFF proxies nothing under /internal (its route
 * table lists /api paths), so browsers cannot reach these.
 */
export function internalRoutes(deps: PaymentDeps) {
  const router = Router();

  mountCall(router, notifyReservationCancelled, ({ body, req }) => reservationCancelled(deps, idOf(req.params.id, 'Invalid reservation id'), body.reason));

  // The catalogue's money notifier: an administrator cancelled the order, so its money follows.
  mountCall(router, notifyOrderCancelled, ({ body, req }) => orderCancelled(deps, idOf(req.params.id, 'Invalid order id'), body.reason), {
    // Only the catalogue, which owns the order's state, says an order is cancelled.
    authorize: (req) => {
      if (req.caller?.issuer !== 'catalogue') throw HttpError.forbidden();
    },
  });

  // What an administrator must look at: paid marks given up on and refunds that failed for good.
  // Only for an administrator's call (the BFF proxies GET /api/admin/payments/attention with isAdmin signed) or another service's.
  mountCall(router, getPaymentsAttention, () => paymentsAttention(deps), {
    alsoAt: [PAYMENTS_ATTENTION_INTERNAL_PATH],
    authorize: (req) => {
      const caller = req.caller;
      if (!caller || (caller.issuer === 'bff' && caller.isAdmin !== true)) throw HttpError.forbidden();
    },
  });

  return router;
}
