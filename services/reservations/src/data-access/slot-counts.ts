import type pg from 'pg';
import { DB_SCHEMA } from '../config.js';

// A place offered to a waiting customer (waitlist_entries, status offered) is held for them alone:
// it counts as taken like a booking, for everyone else.
const COUNT_ACTIVE = `SELECT scheduled_time, count(*)::int AS booked FROM (
    SELECT scheduled_time FROM "${DB_SCHEMA}"."reservations"
      WHERE location_id = $1 AND scheduled_date = $2 AND status <> 'cancelled'
    UNION ALL
    SELECT offered_time FROM "${DB_SCHEMA}"."waitlist_entries"
      WHERE location_id = $1 AND scheduled_date = $2 AND status = 'offered'
  ) AS taken
  GROUP BY scheduled_time`;

/**
 * Active reservations (and places offered from the waitlist) per start time of one location and day: the hot path of slot
 * availability, one query on the partial index reservations_active_slot_idx, through `pg`.
 */
export async function countActiveReservations(pool: pg.Pool | pg.PoolClient, locationId: number, date: string) {
  const result = await pool.query<{ scheduled_time: string; booked: number }>({
    name: 'count-active-reservations',
    text: COUNT_ACTIVE,
    values: [locationId, date],
  });
  return new Map(result.rows.map((row) => [row.scheduled_time, row.booked]));
}

/** Active reservations per location, day (yyyy-MM-dd) and start time. */
export type RangeCounts = Map<number, Map<string, Map<string, number>>>;

const COUNT_ACTIVE_IN_RANGE = `SELECT location_id, to_char(scheduled_date, 'YYYY-MM-DD') AS date, scheduled_time, count(*)::int AS booked FROM (
    SELECT location_id, scheduled_date, scheduled_time FROM "${DB_SCHEMA}"."reservations"
      WHERE ($1::int IS NULL OR location_id = $1) AND scheduled_date BETWEEN $2::date AND $3::date AND status <> 'cancelled'
    UNION ALL
    SELECT location_id, scheduled_date, offered_time FROM "${DB_SCHEMA}"."waitlist_entries"
      WHERE ($1::int IS NULL OR location_id = $1) AND scheduled_date BETWEEN $2::date AND $3::date AND status = 'offered'
  ) AS taken
  GROUP BY location_id, scheduled_date, scheduled_time`;

/**
 * Active reservations per start time over a range of days, of one location or of all (null):
 * one grouped count query on reservations_active_slot_idx for the whole calendar month.
 */
export async function countActiveReservationsInRange(pool: pg.Pool, locationId: number | null, from: string, to: string): Promise<RangeCounts> {
  const result = await pool.query<{ location_id: number; date: string; scheduled_time: string; booked: number }>({
    name: 'count-active-reservations-in-range',
    text: COUNT_ACTIVE_IN_RANGE,
    values: [locationId, from, to],
  });
  const counts: RangeCounts = new Map();
  for (const row of result.rows) {
    let days = counts.get(row.location_id);
    if (!days) counts.set(row.location_id, (days = new Map()));
    let times = days.get(row.date);
    if (!times) days.set(row.date, (times = new Map()));
    times.set(row.scheduled_time, row.booked);
  }
  return counts;
}
