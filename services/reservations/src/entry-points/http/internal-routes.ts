import {
  claimGuestReservations,
  listBookingsByEmail,
  getReservationByCode,
  normalizeTrackingCode,
  reportReservationPaid,
  reportReservationPaymentFailed,
  reportReservationRefund,
  holdOrderFitting,
  settleOrderFitting,
  type ReservationForPayment,
} from '@tire/contracts';
import { callerOf, HttpError, mountCall, requireSignedIn } from '@tire/service-kit';
import { Router } from 'express';
import type { Prisma } from '../../data-access/database.js';
import { reservationByCode } from '../../data-access/payment-marks.js';
import { receiptEmailOf } from '../../data-access/status-changes.js';
import { claimGuestReservations as claimGuestBookings } from '../../domain/manage-booking.js';
import { bookingsOfEmail } from '../../domain/my-bookings.js';
import { holdExpiresAt } from '../../domain/payment-hold.js';
import { holdOrderFitting as holdFitting, settleOrderFitting as settleFitting, type OrderFittingDeps } from '../../domain/order-fitting.js';
import { markReservationPaid, markReservationPaymentFailed, recordRefundState, type PaymentMarkDeps } from '../../domain/settle-payment.js';

/** Only the payments service reads a booking for its payment and reports its money (403 to any other part). */
const fromPayments = { from: ['payments'] } as const;
/** A path id that is not a positive integer column value names nothing: simply not found. */
const byId = { ...fromPayments, notFound: 'reservation.reservationNotFound' as const };

const found = <T>(result: T | undefined | null): T => {
  if (!result) throw HttpError.of('reservation.reservationNotFound');
  return result;
};

/**
 * Calls between the parts. The payment calls are the payments service's only: each refuses any
 * other part's token (`from`), the BFF's included; claiming guest bookings is the BFF's only. The
 * BFF proxies nothing under /internal (its route table lists /api paths), so browsers cannot reach
 * these either.
 */
export function internalRoutes(deps: PaymentMarkDeps & { prisma: Prisma } & Partial<OrderFittingDeps>) {
  const router = Router();

  // The catalogue alone: an order's fitting is held for it and follows its payment and cancellation.
  const fromCatalogue = { from: ['catalogue'] } as const;
  mountCall(
    router,
    holdOrderFitting,
    ({ params, body }) => {
      if (!deps.locations) throw new Error('order fittings need the locations');
      return holdFitting({ ...deps, locations: deps.locations }, params.id, body);
    },
    fromCatalogue,
  );
  mountCall(router, settleOrderFitting, ({ params, body }) => settleFitting(deps, params.id, body.state), fromCatalogue);

  mountCall(
    router,
    getReservationByCode,
    async ({ req }): Promise<ReservationForPayment> => {
      const row = found(await reservationByCode(deps.pool, normalizeTrackingCode(String(req.params.code))));
      return {
        id: row.id,
        trackingCode: row.trackingCode,
        totalCents: row.totalCents,
        paymentStatus: row.paymentStatus as ReservationForPayment['paymentStatus'],
        status: row.status as ReservationForPayment['status'],
        email: row.guestEmail ?? (await receiptEmailOf(deps.pool, row.id)),
        language: row.language,
        holdExpiresAt: holdExpiresAt(row, deps.holdMinutes)?.toISOString() ?? null,
      };
    },
    fromPayments,
  );

  mountCall(router, reportReservationPaid, async ({ params, body }) => found(await markReservationPaid(deps, params.id, body)), byId);

  mountCall(router, reportReservationPaymentFailed, async ({ params, body }) => found(await markReservationPaymentFailed(deps, params.id, body)), byId);

  mountCall(router, reportReservationRefund, async ({ params, body }) => found(await recordRefundState(deps, params.id, body)), byId);

  // The BFF alone (the default `from`), right after a customer signed in with an e-mail code:
  // who and which address come from its signed token (requireSignedIn), nothing from the body.
  mountCall(router, claimGuestReservations, ({ who }) => claimGuestBookings(deps, who), { authorize: requireSignedIn });

  // The BFF alone, for a live e-mail access link ("my bookings"): the address comes from its
  // signed token (the link's proven identity), nothing from the request.
  mountCall(router, listBookingsByEmail, ({ who }) => bookingsOfEmail(deps, who.email), { authorize: callerOf, noStore: true });

  return router;
}
