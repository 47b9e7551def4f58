import type { CancellationReason } from '@tire/contracts';
import type { ReservationCancelledAnswer } from '@tire/service-kit';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const S = `"${DB_SCHEMA}"`;

/** A cancelled booking whose money the payments service has not acknowledged yet. */
export interface MoneyNotice {
  id: number;
  reason: CancellationReason | null;
}

/** The cancelled bookings the payments service has not acknowledged (money_settled_at null), the oldest cancellation first. */
export async function pendingMoneyNotices(pool: pg.Pool, limit: number): Promise<MoneyNotice[]> {
  const { rows } = await pool.query<MoneyNotice>(
    `SELECT id, cancellation_reason AS reason FROM ${S}."reservations"
     WHERE status = 'cancelled' AND money_settled_at IS NULL ORDER BY cancelled_at NULLS FIRST, id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** The payments service acknowledged: a refund already reported (refunded / failed) is not set back to pending by its answer. */
export async function acknowledgeMoneyNotice(pool: pg.Pool, id: number, answer: ReservationCancelledAnswer | undefined) {
  await pool.query(
    `UPDATE ${S}."reservations" SET money_settled_at = now(),
       refund_id = COALESCE(refund_id, $2),
       refund_status = CASE WHEN refund_status IS NULL AND $3::text IS NOT NULL THEN $3 ELSE refund_status END,
       refund_cents = COALESCE(refund_cents, $4)
     WHERE id = $1`,
    [id, answer?.refund?.id ?? null, answer?.refund?.status ?? null, answer?.refund?.amountCents ?? null],
  );
}
