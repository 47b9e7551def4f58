import { normalizeTrackingCode, RESERVATION_MESSAGES as M } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { reservationByCode } from '../../data-access/payment-marks.js';
import { receiptEmailOfPool } from '../../data-access/receipt-email.js';
import { holdExpiresAt } from '../../domain/payment-hold.js';
import { markReservationPaid, markReservationPaymentFailed, type PaymentMarkDeps } from '../../domain/settle-payment.js';

const idSchema = z.coerce.number().int().positive();
const paidBodySchema = z.object({ paymentIntentId: z.string().optional(), amountCents: z.number().int().positive().optional() });

const idOf = (value: unknown) => {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw HttpError.notFound(M.reservationNotFound);
  return parsed.data;
};

/**
 * Calls of the payments service only. The BFF proxies nothing under /internal (its route table
 * lists /api paths), so browsers cannot reach these.
 */
export function internalRoutes(deps: PaymentMarkDeps) {
  const router = Router();

  router.get('/internal/reservations/by-code/:code', async (req, res) => {
    const row = await reservationByCode(deps.pool, normalizeTrackingCode(String(req.params.code)));
    if (!row) throw HttpError.notFound(M.reservationNotFound);
    res.json({
      id: row.id,
      trackingCode: row.trackingCode,
      totalCents: row.totalCents,
      paymentStatus: row.paymentStatus,
      status: row.status,
      email: row.guestEmail ?? (await receiptEmailOfPool(deps.pool, row.id)),
      language: row.language,
      holdExpiresAt: holdExpiresAt(row)?.toISOString() ?? null,
    });
  });

  router.post('/internal/reservations/:id/paid', async (req, res) => {
    const body = paidBodySchema.safeParse(req.body ?? {});
    if (!body.success) throw HttpError.fromZod(body.error);
    const result = await markReservationPaid(deps, idOf(req.params.id), body.data);
    if (!result) throw HttpError.notFound(M.reservationNotFound);
    res.json(result);
  });

  router.post('/internal/reservations/:id/payment-failed', async (req, res) => {
    const result = await markReservationPaymentFailed(deps, idOf(req.params.id));
    if (!result) throw HttpError.notFound(M.reservationNotFound);
    res.json(result);
  });

  return router;
}
