import { notifyReservationCancelled, reservationCancelledBodySchema } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { PaymentDeps } from '../../domain/payment-deps.js';
import { reservationCancelled } from '../../domain/reservation-cancelled.js';

const idSchema = z.coerce.number().int().positive();

/**
 * Calls of the reservations service only. The BFF proxies nothing under /internal (its route
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

  return router;
}
