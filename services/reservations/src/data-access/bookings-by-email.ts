import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const S = `"${DB_SCHEMA}"`;

/** At most this many bookings are listed for one address (newest first). */
export const MAX_BOOKINGS_BY_EMAIL = 100;

/**
 * The ids of the bookings whose e-mails go to `email` (contact_email, compared lower-cased and
 * trimmed as every address of the platform), newest first, through reservations_contact_email_idx.
 */
export async function bookingIdsOfEmail(db: pg.Pool, email: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM ${S}."reservations" WHERE lower(contact_email) = lower($1) ORDER BY created_at DESC, id DESC LIMIT $2`,
    [email.trim(), MAX_BOOKINGS_BY_EMAIL],
  );
  return rows.map((row) => row.id);
}
