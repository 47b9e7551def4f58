import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

const COUNT_ACTIVE = `SELECT scheduled_time, count(*)::int AS booked
  FROM "${DB_SCHEMA}"."reservations"
  WHERE location_id = $1 AND scheduled_date = $2 AND status <> 'cancelled'
  GROUP BY scheduled_time`;

/**
 * Active reservations per start time of one location and day: the hot path of slot
 * availability, one query on the partial index reservations_active_slot_idx, through `pg`.
 */
export async function countActiveReservations(pool: pg.Pool, locationId: number, date: string) {
  const result = await pool.query<{ scheduled_time: string; booked: number }>({
    name: 'count-active-reservations',
    text: COUNT_ACTIVE,
    values: [locationId, date],
  });
  return new Map(result.rows.map((row) => [row.scheduled_time, row.booked]));
}
