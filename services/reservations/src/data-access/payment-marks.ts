import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const S = `"${DB_SCHEMA}"`;

export interface ReservationForPayment {
  id: number;
  trackingCode: string;
  totalCents: number;
  paymentStatus: string;
  status: string;
  createdAt: Date;
  guestEmail: string | null;
  language: string | null;
}

const columns = `id, tracking_code AS "trackingCode", total_cents AS "totalCents", payment_status AS "paymentStatus",
  status, created_at AS "createdAt", guest_email AS "guestEmail", language`;

export async function reservationByCode(pool: pg.Pool, trackingCode: string): Promise<ReservationForPayment | undefined> {
  const { rows } = await pool.query<ReservationForPayment>(`SELECT ${columns} FROM ${S}."reservations" WHERE tracking_code = $1`, [trackingCode]);
  return rows[0];
}

/**
 * pending/failed -> paid, once: the conditional UPDATE lets only the first of any number of
 * concurrent marks through (the row lock makes the others wait, then find it paid).
 * Returns the reservation when this call made it paid, undefined when it already was (or is unknown).
 */
export async function setPaid(client: pg.PoolClient, id: number) {
  const { rows } = await client.query<{ id: number; status: string }>(
    `UPDATE ${S}."reservations" SET payment_status = 'paid', updated_at = now()
     WHERE id = $1 AND payment_status <> 'paid' RETURNING id, status`,
    [id],
  );
  return rows[0];
}

/** pending -> failed (a declined card), inside the caller's transaction; paid or already failed stays as it is. */
export async function setPaymentFailed(client: pg.PoolClient, id: number) {
  await client.query(`UPDATE ${S}."reservations" SET payment_status = 'failed', updated_at = now() WHERE id = $1 AND payment_status = 'pending'`, [id]);
}

/** Money came for a booking that stays cancelled: it is due back in full, and the payments service must hear of it again. */
export async function setRefundDue(client: pg.PoolClient, id: number, amountCents: number) {
  await client.query(
    `UPDATE ${S}."reservations" SET refund_status = 'refund_pending', refund_cents = $2, money_settled_at = NULL, updated_at = now()
     WHERE id = $1`,
    [id, amountCents],
  );
}

export async function setRefundState(
  client: pg.PoolClient,
  id: number,
  report: { refundId: string; status: string; amountCents: number; failureMessage?: string | null },
) {
  await client.query(
    `UPDATE ${S}."reservations" SET refund_status = $2, refund_id = $3, refund_cents = $4, refund_failure = $5, updated_at = now()
     WHERE id = $1`,
    [id, report.status, report.refundId, report.amountCents, report.status === 'refund_failed' ? (report.failureMessage ?? null) : null],
  );
}

/**
 * The pending, still unpaid (pending or failed) reservations made before `createdBefore`, oldest
 * first, locked with SKIP LOCKED so two sweepers (two replicas) never take the same row. A fitting
 * booked with a tire order is not among them: the order's hold releases it (settleOrderFitting).
 */
export async function expiredHoldIds(client: pg.PoolClient, createdBefore: Date, limit = 200): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `SELECT id FROM ${S}."reservations"
     WHERE status = 'pending' AND payment_status <> 'paid' AND created_at < $1 AND order_id IS NULL
     ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [createdBefore, limit],
  );
  return rows.map((row) => row.id);
}
