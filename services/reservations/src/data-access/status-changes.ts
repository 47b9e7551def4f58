import type { CancellationReason, EventName } from '@tire/contracts';
import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';
import { intoFirstFreeBay } from './free-bay.js';

const S = `"${DB_SCHEMA}"`;

/** A reservation as every change of it needs it: its state, its appointment and whom to tell. */
export interface LockedReservation {
  id: number;
  status: string;
  paymentStatus: string;
  trackingCode: string;
  serviceType: string;
  userId: string | null;
  locationId: number;
  scheduledDate: string;
  scheduledTime: string;
  startsAt: Date;
  totalCents: number;
  additionalServices: string[];
  guestName: string | null;
  guestEmail: string | null;
  language: string | null;
  calendarSequence: number;
  cancellationReason: string | null;
  refundStatus: string | null;
  /** Staff marked that the customer did not come (status completed). */
  noShow: boolean;
  locationName: string;
  locationAddress: string;
  capacity: number;
  /** A fitting booked with a tire order: the order's id (cancelled only with the order). */
  orderId: number | null;
}

/**
 * Locks one reservation until the transaction ends, so that two changes of it (two admins, two
 * tabs, the sweeper and a payment) run one after the other. With `ownerId`, someone else's
 * reservation reads as missing.
 */
export async function lockReservation(client: pg.PoolClient, id: number, ownerId?: string): Promise<LockedReservation | undefined> {
  const { rows } = await client.query(
    `SELECT r.id, r.status, r.payment_status, r.tracking_code, r.service_type, r.user_id, r.location_id,
            to_char(r.scheduled_date, 'YYYY-MM-DD') AS scheduled_date, r.scheduled_time, r.starts_at, r.total_cents,
            r.additional_services, r.guest_name, r.guest_email, r.language, r.calendar_sequence,
            r.cancellation_reason, r.refund_status, r.no_show_at IS NOT NULL AS no_show, r.order_id, l.name AS location_name, l.address AS location_address,
            -- The bays of its day: a rush day's extra bays count, as locationOnDay counts them for a booking.
            l.capacity + coalesce(x.extra_bays, 0) AS capacity
     FROM ${S}."reservations" r JOIN ${S}."locations" l ON l.id = r.location_id
       LEFT JOIN ${S}."location_extra_capacity" x ON x.location_id = r.location_id AND x."date" = r.scheduled_date
     WHERE r.id = $1 AND ($2::text IS NULL OR r.user_id = $2) FOR UPDATE OF r`,
    [id, ownerId ?? null],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      status: row.status,
      paymentStatus: row.payment_status,
      trackingCode: row.tracking_code,
      serviceType: row.service_type,
      userId: row.user_id,
      locationId: row.location_id,
      scheduledDate: row.scheduled_date,
      scheduledTime: row.scheduled_time,
      startsAt: row.starts_at,
      totalCents: row.total_cents,
      additionalServices: row.additional_services ?? [],
      guestName: row.guest_name,
      guestEmail: row.guest_email,
      language: row.language,
      calendarSequence: row.calendar_sequence,
      cancellationReason: row.cancellation_reason,
      refundStatus: row.refund_status,
      noShow: row.no_show,
      locationName: row.location_name,
      locationAddress: row.location_address,
      capacity: row.capacity,
      orderId: row.order_id,
    }
  );
}

/** The reservation with this tracking code (normalised), if any. */
export async function reservationIdOfTrackingCode(client: pg.PoolClient, trackingCode: string): Promise<number | undefined> {
  const { rows } = await client.query<{ id: number }>(`SELECT id FROM ${S}."reservations" WHERE tracking_code = $1`, [trackingCode]);
  return rows[0]?.id;
}

/**
 * Gives the guest bookings made with this e-mail address (any case) to the signed-in customer;
 * bookings of an account are never touched. Returns their ids.
 */
export async function linkGuestReservations(client: pg.PoolClient, userId: string, email: string): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `UPDATE ${S}."reservations" SET user_id = $1, updated_at = now()
     WHERE user_id IS NULL AND guest_email IS NOT NULL AND lower(guest_email) = lower($2)
     RETURNING id`,
    [userId, email],
  );
  return rows.map((row) => row.id);
}

/**
 * Sets the status. A cancelled reservation holds no bay (the partial unique index skips it), so
 * bringing one back must take a free bay of its slot again, each try under a savepoint as for a
 * move. Returns false when the slot has been booked full in the meantime.
 */
export async function setReservationStatus(client: pg.PoolClient, current: LockedReservation, status: string): Promise<boolean> {
  if (current.status !== 'cancelled' || status === 'cancelled') {
    await client.query(`UPDATE ${S}."reservations" SET status = $2::${S}."reservation_status", updated_at = now() WHERE id = $1`, [current.id, status]);
    return true;
  }
  return intoFirstFreeBay(client, current.capacity, (bay) =>
    client.query(
      `UPDATE ${S}."reservations" SET status = $2::${S}."reservation_status", bay = $3, cancellation_reason = NULL,
         cancelled_at = NULL, money_settled_at = NULL, updated_at = now() WHERE id = $1`,
      [current.id, status, bay],
    ),
  );
}

/**
 * Marks that the customer did not come: final as completed (the bay stays taken, the slot is
 * over) and, unlike a cancellation, no refund: the payment is kept as the terms say.
 */
export async function setNoShow(client: pg.PoolClient, id: number) {
  await client.query(`UPDATE ${S}."reservations" SET status = 'completed', no_show_at = now(), updated_at = now() WHERE id = $1`, [id]);
}

/**
 * Cancels: the bay is free at once (the partial unique index skips cancelled rows), the calendar
 * SEQUENCE goes up (the cancellation .ics replaces the entry), and money already taken is due
 * back in full. money_settled_at stays null until the payments service has acknowledged it.
 */
export async function setCancelled(client: pg.PoolClient, id: number, reason: CancellationReason) {
  const { rows } = await client.query<{ refundStatus: string | null; refundCents: number | null; calendarSequence: number }>(
    `UPDATE ${S}."reservations" SET status = 'cancelled', cancellation_reason = $2, cancelled_at = now(),
       calendar_sequence = calendar_sequence + 1,
       refund_status = CASE WHEN payment_status = 'paid' AND total_cents > 0 THEN 'refund_pending' ELSE refund_status END,
       refund_cents = CASE WHEN payment_status = 'paid' AND total_cents > 0 THEN total_cents ELSE refund_cents END,
       money_settled_at = NULL, updated_at = now()
     WHERE id = $1
     RETURNING refund_status AS "refundStatus", refund_cents AS "refundCents", calendar_sequence AS "calendarSequence"`,
    [id, reason],
  );
  return rows[0]!;
}

const RECEIPT_EVENT: EventName = 'reservation.created';

/**
 * The address the booking receipt went to. A signed-in customer's booking may carry no guest
 * e-mail (their account's address was used), and this service keeps no accounts: the receipt's
 * outbox event remembers which address it was.
 */
export async function receiptEmailOf(client: pg.PoolClient | pg.Pool, reservationId: number): Promise<string | null> {
  const { rows } = await client.query<{ email: string | null }>(
    `SELECT payload->>'email' AS email FROM ${S}."outbox"
     WHERE type = $2 AND payload->>'reservationId' = $1 ORDER BY id LIMIT 1`,
    [String(reservationId), RECEIPT_EVENT],
  );
  return rows[0]?.email ?? null;
}

/** Whom to tell about a reservation: its guest e-mail, or the address its receipt went to. */
export async function contactEmailOf(client: pg.PoolClient, current: Pick<LockedReservation, 'id' | 'guestEmail'>) {
  return current.guestEmail?.trim() || (await receiptEmailOf(client, current.id));
}
