import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const T = `"${DB_SCHEMA}"."reservations"`;

/**
 * For each of these bookings, how many bookings of its contact e-mail address (any case) that
 * started before it were no-shows. One query per admin page: each count is read from the partial
 * index reservations_no_show_email_idx (no-show rows only), never from the whole history.
 * Bookings with none are left out of the map.
 */
export function earlierNoShowsQuery(ids: number[]): pg.QueryConfig {
  return {
    text: `SELECT r.id, counted.n
     FROM ${T} r
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS n FROM ${T} earlier
       WHERE earlier.no_show_at IS NOT NULL AND lower(earlier.contact_email) = lower(r.contact_email) AND earlier.starts_at < r.starts_at
     ) counted
     WHERE r.id = ANY($1::int[]) AND r.contact_email IS NOT NULL AND counted.n > 0`,
    values: [ids],
  };
}

export async function earlierNoShowCounts(pool: pg.Pool, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await pool.query<{ id: number; n: number }>(earlierNoShowsQuery(ids));
  return new Map(rows.map((row) => [row.id, row.n]));
}
