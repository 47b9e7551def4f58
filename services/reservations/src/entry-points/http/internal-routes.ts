import { normalizeTrackingCode, RESERVATION_MESSAGES as M, refundStateBodySchema } from '@tire/contracts';
import { HttpError } from '@tire/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { reservationByCode } from '../../data-access/payment-marks.js';
import { receiptEmailOf } from '../../data-access/status-changes.js';
import { holdExpiresAt } from '../../domain/payment-hold.js';
import {
  markReservationPaid,
  markReservationPaymentFailed,
  recordRefundState,
  type PaymentMarkDeps,
} from '../../domain/settle-payment.js';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** The amount is required: a paid mark without the money it stands for is refused. */
const paidBodySchema = z.object({ paymentIntentId: z.string().max(255).optional(), amountCents: z.number().int().positive() });
const failedBodySchema = z.object({ paymentIntentId: z.string().max(255).optional(), message: z.string().max(500).nullish() });

const idOf = (value: unknown) => {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw HttpError.notFound(M.reservationNotFound);
  return parsed.data;
};

const bodyOf = <T extends z.ZodType>(schema: T, body: unknown): z.infer<T> => {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
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
      email: row.guestEmail ?? (await receiptEmailOf(deps.pool, row.id)),
      language: row.language,
      holdExpiresAt: holdExpiresAt(row)?.toISOString() ?? null,
    });
  });

  router.post('/internal/reservations/:id/paid', async (req, res) => {
    const result = await markReservationPaid(deps, idOf(req.params.id), bodyOf(paidBodySchema, req.body));
    if (!result) throw HttpError.notFound(M.reservationNotFound);
    res.json(result);
  });

  router.post('/internal/reservations/:id/payment-failed', async (req, res) => {
    const result = await markReservationPaymentFailed(deps, idOf(req.params.id), bodyOf(failedBodySchema, req.body));
    if (!result) throw HttpError.notFound(M.reservationNotFound);
    res.json(result);
  });

  router.post('/internal/reservations/:id/refund', async (req, res) => {
    const result = await recordRefundState(deps, idOf(req.params.id), bodyOf(refundStateBodySchema, req.body));
    if (!result) throw HttpError.notFound(M.reservationNotFound);
    res.json(result);
  });

  return router;
}
