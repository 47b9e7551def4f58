import type pg from 'pg';
import { subjectParams, type PersonalDataSubject } from '@tire/service-kit';
import { DB_SCHEMA } from '../config.js';
import { anonymiseReservations } from './reservation-retention.js';

const S = `"${DB_SCHEMA}"`;

/**
 * A person's bookings: those of their account, and those made with or sent to their (verified)
 * address, a guest's included. $1 is the user id (null for a guest), $2 the address. Anonymised
 * rows match neither, so an erasure repeated finds nothing.
 */
const SUBJECT = `(r.user_id = $1 OR lower(r.contact_email) = lower($2) OR lower(r.guest_email) = lower($2))`;

export type Subject = PersonalDataSubject;

/** Every booking of the person, as the export shows it: what they told us and what we did with it. */
export async function bookingsOfSubject(pool: pg.Pool, subject: Subject) {
  const { rows } = await pool.query(
    `SELECT r.tracking_code, r.service_type, l.name AS location, to_char(r.scheduled_date, 'YYYY-MM-DD') AS scheduled_date,
            r.scheduled_time, r.starts_at, r.registration_number, r.vehicle_model, r.tire_size, r.guest_name, r.guest_email,
            r.contact_email, r.guest_phone, r.guest_address, r.guest_apartment, r.guest_postal_code, r.additional_services,
            r.total_cents, r.status, r.payment_status, r.notes, r.language, r.cancellation_reason, r.cancelled_at,
            r.refund_status, r.refund_cents, r.no_show_at, r.created_at, r.updated_at
     FROM ${S}."reservations" r JOIN ${S}."locations" l ON l.id = r.location_id
     WHERE ${SUBJECT} ORDER BY r.created_at, r.id`,
    subjectParams(subject),
  );
  return rows as Record<string, unknown>[];
}

/** The waitlist entries (issue 26, part 3) of the person's account or address, with the details they left for a booking. */
const WAITLIST_SUBJECT = `(w.user_id = $1 OR lower(w.email) = lower($2))`;

/** The person's waitlist entries, as the export shows them (no token digests). */
export async function waitlistEntriesOfSubject(pool: pg.Pool, subject: Subject) {
  const { rows } = await pool.query(
    `SELECT l.name AS location, to_char(w.scheduled_date, 'YYYY-MM-DD') AS scheduled_date, w.window_start, w.window_end,
            w.service_type, w.email, w.language, w.details, w.status, w.expires_at, w.offered_time, w.offer_expires_at, w.created_at
     FROM ${S}."waitlist_entries" w JOIN ${S}."locations" l ON l.id = w.location_id
     WHERE ${WAITLIST_SUBJECT} ORDER BY w.created_at, w.id`,
    subjectParams(subject),
  );
  return rows as Record<string, unknown>[];
}

/** The tire hotel's rows of the person (issue 27): their account's or their address's. */
const HOTEL_SUBJECT = (alias: string) => `(${alias}.user_id = $1 OR lower(${alias}.email) = lower($2))`;

/** The person's stored sets, storage agreements and season invitations, as the export shows them (no token digests). */
export async function tireHotelOfSubject(pool: pg.Pool, subject: Subject) {
  const params = subjectParams(subject);
  const [sets, agreements, invitations] = await Promise.all([
    pool.query(
      `SELECT l.name AS location, t.license_plate, t.brand, t.model, t.tire_size, t.tire_type, t.dot_week, t.dot_year, t.on_rims,
              t.tread_mm, t.notes, t.shelf_location, t.label_number, t.status, t.email, t.language, t.stored_at, t.taken_out_at
       FROM ${S}."tire_sets" t JOIN ${S}."locations" l ON l.id = t.location_id WHERE ${HOTEL_SUBJECT('t')} ORDER BY t.id`,
      params,
    ),
    pool.query(
      `SELECT l.name AS location, a.license_plate, a.season_id, a.price_cents, a.renews, a.ended_at, a.email, a.language, a.created_at
       FROM ${S}."tire_storage_agreements" a JOIN ${S}."locations" l ON l.id = a.location_id WHERE ${HOTEL_SUBJECT('a')} ORDER BY a.id`,
      params,
    ),
    pool.query(
      `SELECT l.name AS location, i.email, i.language, i.batch, to_char(i.suggested_date, 'YYYY-MM-DD') AS suggested_date, i.sent_at
       FROM ${S}."season_invitations" i JOIN ${S}."locations" l ON l.id = i.location_id WHERE ${HOTEL_SUBJECT('i')} ORDER BY i.id`,
      params,
    ),
  ]);
  return {
    tireSets: sets.rows as Record<string, unknown>[],
    storageAgreements: agreements.rows as Record<string, unknown>[],
    seasonInvitations: invitations.rows as Record<string, unknown>[],
  };
}

/**
 * Takes the person out of the tire hotel: their season invitations go whole; their stored sets and
 * agreements keep what the shop needs for the tires on its shelves and for its books (label, shelf,
 * size, tread, season, price) but not whose they are, and an agreement renews no more.
 */
async function eraseTireHotelOfSubject(client: pg.PoolClient, subject: Subject, at: Date) {
  const params = subjectParams(subject);
  await client.query(`DELETE FROM ${S}."season_invitations" i WHERE ${HOTEL_SUBJECT('i')}`, params);
  await client.query(
    `UPDATE ${S}."tire_sets" t SET email = NULL, user_id = NULL, language = NULL, license_plate = '', notes = NULL, updated_at = $3
     WHERE ${HOTEL_SUBJECT('t')}`,
    [...params, at],
  );
  await client.query(
    `UPDATE ${S}."tire_storage_agreements" a SET email = NULL, user_id = NULL, language = NULL, license_plate = '', renews = false,
       ended_at = coalesce(a.ended_at, $3), ended_by = coalesce(a.ended_by, 'erasure')
     WHERE ${HOTEL_SUBJECT('a')}`,
    [...params, at],
  );
}

/**
 * The history of the person's bookings (the audit events). Staff's own identities are theirs, not
 * the customer's, and stay out; so do the payment provider's ids (a payment intent's id opens its
 * status at a public call).
 */
export async function bookingEventsOfSubject(pool: pg.Pool, subject: Subject) {
  const { rows } = await pool.query(
    `SELECT r.tracking_code, e.type, e.from_status, e.to_status, e.actor_type, e.source,
            e.details::jsonb - 'paymentIntentId' - 'refundId' AS details, e.at
     FROM ${S}."reservation_events" e JOIN ${S}."reservations" r ON r.id = e.reservation_id
     WHERE ${SUBJECT} ORDER BY e.at, e.id`,
    subjectParams(subject),
  );
  return rows as Record<string, unknown>[];
}

/** The person's bookings still to come (unpaid holds and paid or confirmed ones, not started): what an erasure cancels first. */
export async function upcomingBookingIds(pool: pg.Pool, subject: Subject, now: Date): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT r.id FROM ${S}."reservations" r
     WHERE ${SUBJECT} AND r.status IN ('pending', 'confirmed') AND r.starts_at > $3 ORDER BY r.id`,
    [...subjectParams(subject), now],
  );
  return rows.map((row) => row.id);
}

/**
 * Anonymises every booking of the person with the retention job's rule (reservation-retention.ts),
 * in the caller's transaction, and removes what else names them: the outbox rows of their e-mails
 * (addresses, names, plates), the stored answers of their booking requests, their manage links,
 * their waitlist entries and their place in the tire hotel.
 * Returns how many bookings were anonymised.
 */
export async function eraseBookingsOfSubject(client: pg.PoolClient, subject: Subject, at: Date): Promise<number> {
  const { rows } = await client.query<{ id: number; tracking_code: string }>(
    `SELECT r.id, r.tracking_code FROM ${S}."reservations" r WHERE ${SUBJECT} ORDER BY r.id FOR UPDATE`,
    subjectParams(subject),
  );
  const ids = rows.map((row) => row.id);
  const email = subject.email.trim().toLowerCase();
  await client.query(`DELETE FROM ${S}."outbox" WHERE payload->>'reservationId' = ANY($1::text[]) OR strpos(lower(payload::text), $2) > 0`, [
    ids.map(String),
    email,
  ]);
  await client.query(`DELETE FROM ${S}."idempotency_keys" WHERE response->>'trackingCode' = ANY($1::text[]) OR strpos(lower(response::text), $2) > 0`, [
    rows.map((row) => row.tracking_code),
    email,
  ]);
  await client.query(`DELETE FROM ${S}."manage_links" WHERE reservation_id = ANY($1::int[])`, [ids]);
  // Waitlist entries are no bookkeeping: they go whole (an offered place returns to the next round).
  await client.query(`DELETE FROM ${S}."waitlist_entries" w WHERE ${WAITLIST_SUBJECT}`, subjectParams(subject));
  await eraseTireHotelOfSubject(client, subject, at);
  await anonymiseReservations(client, ids, at);
  return ids.length;
}

/** Whether the booking was cancelled for its customer's erasure (or is anonymised already): nobody is to be e-mailed about it any more. */
export async function cancelledForErasure(client: pg.PoolClient, reservationId: number): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM ${S}."reservations" r WHERE r.id = $1 AND (r.anonymised_at IS NOT NULL OR EXISTS (
       SELECT 1 FROM ${S}."reservation_events" e WHERE e.reservation_id = r.id AND e.type = 'cancelled' AND e.details->>'erasure' = 'true'))`,
    [reservationId],
  );
  return rows.length > 0;
}
