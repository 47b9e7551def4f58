import { getPaymentsAttention, notifyOrderCancelled, notifyReservationCancelled, orderCancelledBodySchema, reservationCancelledBodySchema } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { PaymentDeps } from '../../domain/payment-deps.js';
import { paymentsAttention } from '../../domain/attention.js';
import { orderCancelled, reservationCancelled } from '../../domain/reservation-cancelled.js';

const idSchema = z.coerce.number().int().positive();

export const ATTENTION_PATH = '/internal/payments/attention';

/**
 * Calls of other services (and, for the attention counts, of an administrator through the BFF). The BFF proxies nothing under /internal (its route
 * table lists /api paths), so browsers cannot reach these.
 */
export function internalRoutes(deps: PaymentDeps) {
  const router = Router();

  router.post(notifyReservationCancelled.path, async (req, res) => {
    const id = idSchema.safeParse(req.params.id);
    if (!id.success) throw HttpError.badRequest('Invalid reservation id');
    const body = reservationCancelledBodySchema.safeParse(req.body ?? {});
    if (!body.success) throw HttpError.fromZod(body.error);
    res.json(await reservationCancelled(deps, id.data, body.data.reason));
  });

  // The catalogue's money notifier: an administrator cancelled the order, so its money follows.
  router.post(notifyOrderCancelled.path, async (req, res) => {
    // Only the catalogue, which owns the order's state, says an order is cancelled.
    if (req.caller?.issuer !== 'catalogue') throw HttpError.forbidden();
    const id = idSchema.safeParse(req.params.id);
    if (!id.success) throw HttpError.badRequest('Invalid order id');
    const body = orderCancelledBodySchema.safeParse(req.body ?? {});
    if (!body.success) throw HttpError.fromZod(body.error);
    res.json(await orderCancelled(deps, id.data, body.data.reason));
  });

  // What an administrator must look at: paid marks given up on and refunds that failed for good.
  // Only for an administrator's call (the BFF proxies GET /api/admin/payments/attention with isAdmin signed) or another service's.
  router.get([ATTENTION_PATH, getPaymentsAttention.path], async (req, res) => {
    const caller = req.caller;
    if (!caller || (caller.issuer === 'bff' && caller.isAdmin !== true)) throw HttpError.forbidden();
    res.json(await paymentsAttention(deps));
  });

  return router;
}
