import type { EventPayload, RefundStateBody } from '@tire/contracts';
import { inTransaction, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import { mintManageLink } from '../data-access/manage-links.js';
import { setPaid, setPaymentFailed, setRefundDue, setRefundState } from '../data-access/payment-marks.js';
import { cancelledForErasure } from '../data-access/personal-data.js';
import { appendEvent, PAYMENTS_SERVICE } from '../data-access/reservation-events.js';
import { writeEvent } from '../data-access/outbox.js';
import { contactEmailOf, lockReservation, setReservationStatus } from '../data-access/status-changes.js';
import { appointmentFacts } from './appointment-facts.js';

export interface PaymentMarkDeps {
  pool: pg.Pool;
  now: () => Date;
  logger: Logger;
  /** How long an unpaid booking holds its slot (RESERVATION_HOLD_MINUTES): the payments service reads when it ends. */
  holdMinutes: number;
}

/** Cancelled by a rule about the payment itself: the booking may come back when the money does. */
const revivable = (reason: string | null) => reason === 'hold_expired' || reason === 'payment_failed';

/**
 * The payments service says the reservation's payment succeeded. Idempotent: the first call
 * makes it paid and writes the confirmation's outbox event (the receipt and the .ics) in the same
 * transaction; later calls change nothing. A booking whose hold ran out just before the money
 * came takes a free bay of its slot again when there is one. Money that arrives for a booking
 * that stays cancelled is never kept silently: the refund is due at once (`refundRequired`), and
 * the customer is told so.
 */
export async function markReservationPaid(deps: PaymentMarkDeps, id: number, payment: { paymentIntentId?: string; amountCents: number }) {
  return inTransaction(deps.pool, async (client) => {
    const current = await lockReservation(client, id);
    if (!current) return undefined;
    const newlyPaid = Boolean(await setPaid(client, id));
    let status = current.status;
    let refundRequired = current.refundStatus !== null && status === 'cancelled';
    if (!newlyPaid) return { id, paymentStatus: 'paid' as const, status, newlyPaid, refundRequired };

    await appendEvent(client, {
      reservationId: id,
      type: 'paid',
      actor: PAYMENTS_SERVICE,
      details: { amountCents: payment.amountCents, paymentIntentId: payment.paymentIntentId ?? null },
    });
    const email = await contactEmailOf(client, current);
    if (current.status === 'cancelled' && revivable(current.cancellationReason) && (await setReservationStatus(client, current, 'pending'))) {
      status = 'pending';
      await appendEvent(client, { reservationId: id, type: 'revived', from: 'cancelled', to: 'pending', actor: PAYMENTS_SERVICE });
    }
    if (status === 'cancelled') {
      refundRequired = true;
      await setRefundDue(client, id, payment.amountCents);
      await appendEvent(client, { reservationId: id, type: 'refund_requested', actor: PAYMENTS_SERVICE, details: { amountCents: payment.amountCents } });
      deps.logger.warn({ reservationId: id, paymentIntentId: payment.paymentIntentId }, 'paid after it was cancelled: refunding in full');
      await writeEvent(client, 'reservation.cancelled', {
        ...appointmentFacts(current, email),
        reason: (current.cancellationReason ?? 'admin') as EventPayload<'reservation.cancelled'>['reason'],
        wasPaid: true,
        refundCents: payment.amountCents,
      });
    } else {
      await writeEvent(client, 'payment.succeeded', {
        ...appointmentFacts(current, email),
        amountCents: payment.amountCents,
        paymentIntentId: payment.paymentIntentId ?? null,
        paidAt: deps.now().toISOString(),
        additionalServices: current.additionalServices,
        ...(email ? { manageToken: await mintManageLink(client, id, 'paid') } : {}),
      });
    }
    return { id, paymentStatus: 'paid' as const, status, newlyPaid, refundRequired };
  });
}

/** A card attempt was refused: the reservation's payment reads failed (a paid one stays paid); it can be paid again. */
export async function markReservationPaymentFailed(deps: PaymentMarkDeps, id: number, failure: { message?: string | null }) {
  return inTransaction(deps.pool, async (client) => {
    const current = await lockReservation(client, id);
    if (!current) return undefined;
    if (current.paymentStatus === 'paid') return { id, paymentStatus: 'paid' as const };
    if (current.paymentStatus === 'pending') {
      await setPaymentFailed(client, id);
      await appendEvent(client, { reservationId: id, type: 'payment_failed', actor: PAYMENTS_SERVICE, details: { message: failure.message ?? null } });
    }
    return { id, paymentStatus: 'failed' as const };
  });
}

/**
 * The payments service reports a refund's state. Each change is recorded in the history; the
 * customer hears when the money is back. A refund already completed stays completed (a late
 * report of an older state changes nothing).
 */
export async function recordRefundState(deps: PaymentMarkDeps, id: number, report: RefundStateBody) {
  return inTransaction(deps.pool, async (client) => {
    const current = await lockReservation(client, id);
    if (!current) return undefined;
    if (current.refundStatus === report.status || current.refundStatus === 'refunded') {
      return { id, refundStatus: current.refundStatus };
    }
    await setRefundState(client, id, report);
    await appendEvent(client, {
      reservationId: id,
      type: report.status === 'refunded' ? 'refunded' : report.status === 'refund_failed' ? 'refund_failed' : 'refund_requested',
      actor: PAYMENTS_SERVICE,
      details: { refundId: report.refundId, amountCents: report.amountCents, failureMessage: report.failureMessage ?? null },
    });
    // A booking cancelled because its customer's data is being erased: their last e-mail already
    // said the money goes back, and a later e-mail would bring their address back into the logs.
    if (report.status === 'refunded' && !(await cancelledForErasure(client, id))) {
      await writeEvent(client, 'refund.completed', {
        kind: 'reservation',
        reservationId: id,
        trackingCode: current.trackingCode,
        amountCents: report.amountCents,
        email: await contactEmailOf(client, current),
        name: current.guestName,
        language: current.language === 'en' ? 'en' : 'fi',
      });
    }
    return { id, refundStatus: report.status };
  });
}
