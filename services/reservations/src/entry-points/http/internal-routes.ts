import {
  getReservationByCode,
  normalizeTrackingCode,
  RESERVATION_MESSAGES as M,
  reportReservationPaid,
  reportReservationPaymentFailed,
  reportReservationRefund,
  type ReservationForPayment,
} from '@tire/contracts';
import { HttpError, mountCall } from '@tire/service-kit';
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

/** The path's reservation id; anything but a positive integer column value is simply not found. */
const idOf = (value: unknown) => {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw HttpError.notFound(M.reservationNotFound);
  return parsed.data;
};

const found = <T,>(result: T | undefined | null): T => {
  if (!result) throw HttpError.notFound(M.reservationNotFound);
  return result;
};

/**
 * Calls of the payments service only. The BFF proxies nothing under /internal (its route table
 * lists /api paths), so browsers cannot reach these.
 */
export function internalRoutes(deps: PaymentMarkDeps) {
  const router = Router();

  mountCall(router, getReservationByCode, async ({ req }): Promise<ReservationForPayment> => {
    const row = found(await reservationByCode(deps.pool, normalizeTrackingCode(String(req.params.code))));
    return {
      id: row.id,
      trackingCode: row.trackingCode,
      totalCents: row.totalCents,
      paymentStatus: row.paymentStatus as ReservationForPayment['paymentStatus'],
      status: row.status as ReservationForPayment['status'],
      email: row.guestEmail ?? (await receiptEmailOf(deps.pool, row.id)),
      language: row.language,
      holdExpiresAt: holdExpiresAt(row)?.toISOString() ?? null,
    };
  });

  mountCall(router, reportReservationPaid, async ({ body, req }) => found(await markReservationPaid(deps, idOf(req.params.id), body)));

  mountCall(router, reportReservationPaymentFailed, async ({ body, req }) =>
    found(await markReservationPaymentFailed(deps, idOf(req.params.id), body)),
  );

  mountCall(router, reportReservationRefund, async ({ body, req }) => found(await recordRefundState(deps, idOf(req.params.id), body)));

  return router;
}
