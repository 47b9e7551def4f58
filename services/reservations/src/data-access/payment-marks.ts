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

/** pending -> failed (a declined card); a paid reservation stays paid. Returns whether the row exists. */
export async function setPaymentFailed(pool: pg.Pool, id: number) {
  const { rows } = await pool.query<{ paymentStatus: string }>(
    `UPDATE ${S}."reservations" SET payment_status = CASE WHEN payment_status = 'paid' THEN payment_status ELSE 'failed' END,
       updated_at = now()
     WHERE id = $1 RETURNING payment_status AS "paymentStatus"`,
    [id],
  );
  return rows[0];
}

export interface ExpiredHold {
  id: number;
}

/**
 * Cancels every pending reservation that is still unpaid (pending or failed) and was made before
 * `createdBefore`, in one statement; the partial unique index no longer counts a cancelled row,
 * so each one's bay is free again at once. Returns what was cancelled.
 */
export async function cancelExpiredHolds(client: pg.PoolClient, createdBefore: Date): Promise<ExpiredHold[]> {
  const { rows } = await client.query<ExpiredHold>(
    `UPDATE ${S}."reservations" SET status = 'cancelled', updated_at = now()
     WHERE status = 'pending' AND payment_status <> 'paid' AND created_at < $1
     RETURNING id`,
    [createdBefore],
  );
  return rows;
}

/** What the payment receipt says about the reservation. */
export async function receiptFacts(client: pg.PoolClient, id: number) {
  const { rows } = await client.query<{
    trackingCode: string;
    locationName: string;
    scheduledDate: string;
    scheduledTime: string;
    startsAt: Date;
    serviceType: string;
    totalCents: number;
    guestName: string | null;
    language: string | null;
  }>(
    `SELECT r.tracking_code AS "trackingCode", l.name AS "locationName", to_char(r.scheduled_date, 'YYYY-MM-DD') AS "scheduledDate",
            r.scheduled_time AS "scheduledTime", r.starts_at AS "startsAt", r.service_type AS "serviceType",
            r.total_cents AS "totalCents", r.guest_name AS "guestName", r.language
     FROM ${S}."reservations" r JOIN ${S}."locations" l ON l.id = r.location_id WHERE r.id = $1`,
    [id],
  );
  return rows[0];
}
