import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const T = `"${DB_SCHEMA}"."reservations"`;
const EVENTS = `"${DB_SCHEMA}"."reservation_events"`;

/**
 * The next batch to anonymise: the oldest bookings before `cutoff` not anonymised yet, read from
 * the start of reservations_retention_idx (anonymised rows leave it), locked row by row. A row
 * someone else holds (a late refund report, another instance's batch) is skipped, never waited
 * for, and nothing but these rows is locked.
 */
export const RETENTION_BATCH_SQL = `SELECT id FROM ${T}
  WHERE anonymised_at IS NULL AND scheduled_date < $1::date
  ORDER BY scheduled_date, id LIMIT $2
  FOR UPDATE SKIP LOCKED`;

/**
 * What identifies a person goes: the customer's account link, name, e-mail addresses, phone,
 * address, the plate, the free-text notes and the client's network address. What the bookkeeping
 * needs stays: the tracking code (on the receipt), the service, place, time, amounts, states and
 * refunds.
 */
const ANONYMISE_SQL = `UPDATE ${T} SET
    user_id = NULL, guest_name = NULL, guest_email = NULL, contact_email = NULL, guest_phone = NULL,
    guest_address = NULL, guest_apartment = NULL, guest_postal_code = NULL, registration_number = '',
    notes = NULL, client_key = NULL, anonymised_at = $2, updated_at = $2
  WHERE id = ANY($1::int[])`;

/** In the bookings' history, who the customer was (their user id or e-mail) goes too; staff and jobs stay named. */
const ANONYMISE_EVENTS_SQL = `UPDATE ${EVENTS} SET actor_id = NULL, actor_email = NULL
  WHERE reservation_id = ANY($1::int[]) AND actor_type IN ('customer', 'guest') AND (actor_id IS NOT NULL OR actor_email IS NOT NULL)`;

/** One batch in the caller's transaction: the ids anonymised (fewer than `size`: nothing is left). */
export async function anonymiseBatch(client: pg.PoolClient, { cutoff, size, at }: { cutoff: string; size: number; at: Date }): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(RETENTION_BATCH_SQL, [cutoff, size]);
  const ids = rows.map((row) => row.id);
  await anonymiseReservations(client, ids, at);
  return ids;
}

/**
 * The one anonymisation of bookings, in the caller's transaction (rows it has locked): past the
 * bookkeeping period (above), and when their customer asks for their data's erasure
 * (personal-data.ts). The same columns go and the same bookkeeping stays either way.
 */
export async function anonymiseReservations(client: pg.PoolClient, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await client.query(ANONYMISE_SQL, [ids, at]);
  await client.query(ANONYMISE_EVENTS_SQL, [ids]);
}
