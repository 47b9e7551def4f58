import { inTransaction, type Logger } from '@tire/service-kit';
import type pg from 'pg';
import { receiptFacts, setPaid, setPaymentFailed } from '../data-access/payment-marks.js';
import {
  lockReservationForAdmin,
  receiptEmailOf,
  recordStatusChange,
  setReservationStatus,
  writeOutboxEvent,
} from '../data-access/status-changes.js';
import { DB_SCHEMA } from '../config.js';
import { HOLD_EXPIRED_BY } from './hold-sweeper.js';

export const PAYMENT_SUCCEEDED = 'payment.succeeded';
/** Who brought back a reservation whose hold ran out just before its payment succeeded. */
export const PAID_AFTER_HOLD_BY = 'system:paid-after-hold';

export interface PaymentMarkDeps {
  pool: pg.Pool;
  now: () => Date;
  logger: Logger;
}

async function cancelledByHold(client: pg.PoolClient, id: number) {
  const { rows } = await client.query<{ changedBy: string; toStatus: string }>(
    `SELECT changed_by AS "changedBy", to_status AS "toStatus" FROM "${DB_SCHEMA}"."reservation_status_changes"
     WHERE reservation_id = $1 ORDER BY id DESC LIMIT 1`,
    [id],
  );
  return rows[0]?.toStatus === 'cancelled' && rows[0].changedBy === HOLD_EXPIRED_BY;
}

/**
 * The payments service says the reservation's payment succeeded. Idempotent: the first call
 * makes it paid and writes the receipt's outbox event in the same transaction; later calls
 * (a webhook after the verification, retries) change nothing. If the hold ran out just before
 * the money came, the reservation takes a free bay of its slot again when there is one.
 */
export async function markReservationPaid(deps: PaymentMarkDeps, id: number, payment: { paymentIntentId?: string; amountCents?: number }) {
  return inTransaction(deps.pool, async (client) => {
    const current = await lockReservationForAdmin(client, id);
    if (!current) return undefined;
    let status = current.status;
    const newlyPaid = Boolean(await setPaid(client, id));
    if (newlyPaid) {
      if (current.status === 'cancelled' && (await cancelledByHold(client, id))) {
        if (await setReservationStatus(client, current, 'pending')) {
          status = 'pending';
          await recordStatusChange(client, { reservationId: id, from: 'cancelled', to: 'pending', changedBy: PAID_AFTER_HOLD_BY, changedByEmail: null });
        } else {
          deps.logger.warn({ reservationId: id, paymentIntentId: payment.paymentIntentId }, 'paid after its hold ran out and the slot is full: needs a refund or a new time');
        }
      }
      const facts = (await receiptFacts(client, id))!;
      await writeOutboxEvent(client, PAYMENT_SUCCEEDED, {
        reservationId: id,
        trackingCode: facts.trackingCode,
        locationName: facts.locationName,
        scheduledDate: facts.scheduledDate,
        scheduledTime: facts.scheduledTime,
        startsAt: facts.startsAt.toISOString(),
        serviceType: facts.serviceType,
        amountCents: payment.amountCents ?? facts.totalCents,
        paymentIntentId: payment.paymentIntentId ?? null,
        paidAt: deps.now().toISOString(),
        email: current.guestEmail ?? (await receiptEmailOf(client, id)),
        name: facts.guestName,
        language: facts.language,
      });
    }
    return { id, paymentStatus: 'paid' as const, status, newlyPaid };
  });
}

/** A card attempt was refused: the reservation's payment reads failed (a paid one stays paid); it can be paid again. */
export async function markReservationPaymentFailed(deps: PaymentMarkDeps, id: number) {
  const row = await setPaymentFailed(deps.pool, id);
  return row && { id, paymentStatus: row.paymentStatus };
}
